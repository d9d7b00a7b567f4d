import '../i18n';
import { emptyDemographicGroups, missingConsents, type ConsentAnswers, type DemographicAnswers, type DemographicGroup } from '@labstore/domain';
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
 * The demographic groups' messages: a group the user emptied shows its
 * message at once; every empty group shows it after Next is pressed.
 */
function useDemographicProblems(demographics: DemographicAnswers, onChange: (answers: DemographicAnswers) => void) {
  const [touched, setTouched] = useState<ReadonlySet<DemographicGroup>>(new Set());
  const [incomplete, setIncomplete] = useState(false);
  const change = (answers: DemographicAnswers) => {
    const emptied = emptyDemographicGroups(answers).filter((group) => demographics[group].length > 0);
    if (emptied.length > 0) setTouched((groups) => new Set([...groups, ...emptied]));
    onChange(answers);
  };
  return { change, shown: incomplete ? ('all' as const) : touched, markIncomplete: () => setIncomplete(true) };
}

/** spec/02 4.7 step 5 of the general and employee questionnaires: screen 4 and the consent, one Next. */
export function DemographicsConsentScreen({ position, demographics, onDemographicsChange, consent, onConsentChange, onNext }: FinalScreenProps) {
  const { t } = useTranslation('covidEligibility');
  const problems = useDemographicProblems(demographics, onDemographicsChange);
  const [consentIncomplete, setConsentIncomplete] = useState(false);
  const ready = emptyDemographicGroups(demographics).length === 0 && missingConsents(consent).length === 0;
  return (
    <ScreenFrame
      heading={t('demographics.heading')}
      position={position}
      ready={ready}
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
