import '../i18n';
import { CONSENT_ITEMS, missingConsents, type ConsentAnswers, type ConsentItem } from '@labstore/domain';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { CheckboxGroup } from './answer-groups';

/** The content pages the consent boxes point to (seeded navigation pages). */
const DOCUMENT_SLUG: ReadonlyMap<ConsentItem, string> = new Map([
  ['termsAndConditions', 'terms-and-conditions'],
  ['privacyPractices', 'notice-of-privacy-practices'],
]);

interface ConsentFieldsProps {
  answers: ConsentAnswers;
  onChange: (answers: ConsentAnswers) => void;
  /** Show "Please check to agree to the ..." while a box is unticked. */
  showProblem: boolean;
}

/**
 * spec/02 4.7 consent: testConsent, termsAndConditions and privacyPractices
 * (values 1, 2, 3), all required; the message names the ones missing
 * (spec/02 5). The documents open in a new tab so the answers stay here.
 */
export function ConsentFields({ answers, onChange, showProblem }: ConsentFieldsProps) {
  const { t, i18n } = useTranslation('covidEligibility');
  const missing = missingConsents(answers);
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(missing.map((item) => t(`consent.names.${item}`)));
  return (
    <CheckboxGroup
      legend={t('consent.heading')}
      options={CONSENT_ITEMS}
      checked={CONSENT_ITEMS.filter((item) => answers[item])}
      isDisabled={() => false}
      onToggle={(item, checked) => onChange({ ...answers, [item]: checked })}
      labelOf={(item) => <ConsentLabel item={item} />}
      error={showProblem && missing.length > 0 ? t('messages.consentMissing', { items: names }) : undefined}
    />
  );
}

function ConsentLabel({ item }: { item: ConsentItem }) {
  const { t } = useTranslation('covidEligibility');
  const slug = DOCUMENT_SLUG.get(item);
  if (!slug) return t(`consent.${item}`);
  return (
    <>
      {t(`consent.${item}`)}{' '}
      <Link {...paths.contentPage(slug)} target="_blank" rel="noopener">
        {t(`consent.names.${item}`)}
        <span className="visually-hidden"> {t('newTab')}</span>
      </Link>
      .
    </>
  );
}
