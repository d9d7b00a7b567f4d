import '../i18n';
import { CONSENT_ITEMS, DEMOGRAPHIC_GROUPS, emptyDemographicGroups, missingConsents, type ConsentAnswers, type DemographicAnswers, type DemographicGroup } from '@labstore/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentFields } from './consent-fields';
import { DemographicsFields } from './demographics-fields';
import { ScreenFrame } from './screen-frame';

interface FinalScreenProps {
  position: { index: number; count: number };
  demographics: DemographicAnswers;
  onDemographicsChange: (answers: DemographicAnswers) => void;
  consent: ConsentAnswers;
  onConsentChange: (answers: ConsentAnswers) => void;
  onNext: () => void;
}

/**
 * The demographic groups' messages (spec/02 5 "Select at least one
 * checkbox!"): a group shows its message once the customer has emptied it,
 * or gone past it (answered a later group, or the consent that follows), and
 * every empty group shows it after Next is pressed. Next reads disabled until
 * the groups are answered (spec/02 4.7), so waiting for a press of Next alone
 * left a customer who went on to the consent with no word of what was missing
 * (issue 16).
 */
function useDemographicProblems(demographics: DemographicAnswers, onChange: (answers: DemographicAnswers) => void, answeredAfter = false) {
  const [touched, setTouched] = useState<ReadonlySet<DemographicGroup>>(new Set());
  const [incomplete, setIncomplete] = useState(false);
  const change = (answers: DemographicAnswers) => {
    const emptied = emptyDemographicGroups(answers).filter((group) => demographics[group].length > 0);
    if (emptied.length > 0) setTouched((groups) => new Set([...groups, ...emptied]));
    onChange(answers);
  };
  const passed = answeredAfter ? emptyDemographicGroups(demographics) : skippedDemographicGroups(demographics);
  const shown: ReadonlySet<DemographicGroup> = new Set(incomplete ? emptyDemographicGroups(demographics) : [...touched, ...passed]);
  return { change, shown, markIncomplete: () => setIncomplete(true) };
}

/** The empty groups above the last one answered: the customer went past them. */
function skippedDemographicGroups(answers: DemographicAnswers): DemographicGroup[] {
  const lastAnswered = DEMOGRAPHIC_GROUPS.findLastIndex((group) => answers[group].length > 0);
  return DEMOGRAPHIC_GROUPS.slice(0, Math.max(lastAnswered, 0)).filter((group) => answers[group].length === 0);
}

/** Beside Next, the groups whose message shows: on a phone they may be scrolled out of view. */
function useStillMissing(demographics: DemographicAnswers, shown: ReadonlySet<DemographicGroup>): string | undefined {
  const { t, i18n } = useTranslation('covidEligibility');
  const groups = emptyDemographicGroups(demographics).filter((group) => shown.has(group));
  if (groups.length === 0) return undefined;
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(groups.map((group) => t(`demographics.shortNames.${group}`)));
  return t('messages.stillMissing', { groups: names });
}

/** spec/02 4.7 step 5 of the general and employee questionnaires: screen 4 and the consent, one Next. */
export function DemographicsConsentScreen({ position, demographics, onDemographicsChange, consent, onConsentChange, onNext }: FinalScreenProps) {
  const { t } = useTranslation('covidEligibility');
  const consentStarted = CONSENT_ITEMS.some((item) => consent[item]);
  const problems = useDemographicProblems(demographics, onDemographicsChange, consentStarted);
  const [consentIncomplete, setConsentIncomplete] = useState(false);
  const ready = emptyDemographicGroups(demographics).length === 0 && missingConsents(consent).length === 0;
  return (
    <ScreenFrame
      heading={t('demographics.heading')}
      position={position}
      ready={ready}
      stillMissing={useStillMissing(demographics, problems.shown)}
      onNext={onNext}
      onIncomplete={() => {
        problems.markIncomplete();
        setConsentIncomplete(true);
      }}
    >
      <DemographicsFields answers={demographics} onChange={problems.change} shownProblems={problems.shown} />
      <ConsentFields answers={consent} onChange={onConsentChange} showProblem={consentIncomplete} />
    </ScreenFrame>
  );
}

/** The saliva questionnaire's screen 5: screen 4's groups on their own. */
export function DemographicsScreen({ position, demographics, onDemographicsChange, onNext }: Omit<FinalScreenProps, 'consent' | 'onConsentChange'>) {
  const { t } = useTranslation('covidEligibility');
  const problems = useDemographicProblems(demographics, onDemographicsChange);
  return (
    <ScreenFrame
      heading={t('demographics.heading')}
      position={position}
      ready={emptyDemographicGroups(demographics).length === 0}
      stillMissing={useStillMissing(demographics, problems.shown)}
      onNext={onNext}
      onIncomplete={problems.markIncomplete}
    >
      <DemographicsFields answers={demographics} onChange={problems.change} shownProblems={problems.shown} />
    </ScreenFrame>
  );
}

/** The saliva questionnaire's screen 6: the consent; its Next completes the questionnaire. */
export function ConsentScreen({ position, demographics, consent, onConsentChange, onNext }: Omit<FinalScreenProps, 'onDemographicsChange'>) {
  const { t } = useTranslation('covidEligibility');
  const [incomplete, setIncomplete] = useState(false);
  // spec/02 4.7: Next needs the screen-4 answers valid too (they were checked when screen 5 was left).
  const ready = emptyDemographicGroups(demographics).length === 0 && missingConsents(consent).length === 0;
  return (
    <ScreenFrame heading={t('consent.heading')} position={position} ready={ready} onNext={onNext} onIncomplete={() => setIncomplete(true)}>
      <ConsentFields answers={consent} onChange={onConsentChange} showProblem={incomplete} />
    </ScreenFrame>
  );
}
