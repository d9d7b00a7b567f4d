import '../i18n';
import {
  DEMOGRAPHIC_GROUPS,
  DEMOGRAPHIC_OPTIONS,
  emptyDemographicGroups,
  isDemographicDisabled,
  toggleDemographic,
  type DemographicAnswers,
  type DemographicGroup,
  type DemographicOption,
} from '@labstore/domain';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from './answer-groups';
import styles from './covid-eligibility.module.css';

interface DemographicsFieldsProps {
  answers: DemographicAnswers;
  onChange: (answers: DemographicAnswers) => void;
  /** Groups whose "Select at least one checkbox!" shows while they are empty. */
  shownProblems: ReadonlySet<DemographicGroup>;
}

/**
 * spec/02 4.7 screen 4: ethnicity, race and health statements. PreferNotToSay
 * and NoneOfTheAbove untick and disable the rest of their group.
 */
export function DemographicsFields({ answers, onChange, shownProblems }: DemographicsFieldsProps) {
  const { t } = useTranslation('covidEligibility');
  const empty = emptyDemographicGroups(answers);
  const showsProblem = (group: DemographicGroup) => empty.includes(group) && shownProblems.has(group);
  return (
    <>
      <p className={styles.intro}>{t('demographics.intro')}</p>
      {DEMOGRAPHIC_GROUPS.map((group) => (
        <DemographicGroupField key={group} group={group} answers={answers} onChange={onChange} error={showsProblem(group) ? t('messages.selectOne') : undefined} />
      ))}
    </>
  );
}

function DemographicGroupField<G extends DemographicGroup>({
  group,
  answers,
  onChange,
  error,
}: {
  group: G;
  answers: DemographicAnswers;
  onChange: (answers: DemographicAnswers) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('covidEligibility');
  const options: readonly DemographicOption<G>[] = DEMOGRAPHIC_OPTIONS.get(group);
  const checked: readonly DemographicOption<G>[] = answers[group];
  return (
    <CheckboxGroup
      legend={t(`demographics.${group}`)}
      options={options}
      checked={checked}
      isDisabled={(option) => isDemographicDisabled(answers, group, option)}
      onToggle={(option, ticked) => onChange(toggleDemographic(answers, group, option, ticked))}
      labelOf={(option) => t(`demographics.options.${option}`)}
      error={error}
    />
  );
}
