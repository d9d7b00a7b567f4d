import '../i18n';
import {
  answerCloseContact,
  answerPcrHistory,
  answerSalivaSymptoms,
  answerSymptoms,
  buildEligibilityResult,
  CLOSE_CONTACT_ANSWERS,
  currentScreen,
  leaveSalivaReason,
  NO_CARE_ANSWERS,
  NO_CONSENT_ANSWERS,
  NO_DEMOGRAPHIC_ANSWERS,
  NO_HISTORY_ANSWERS,
  PCR_ANSWERS,
  SALIVA_REASONS,
  SALIVA_SYMPTOM_ANSWERS,
  screenPosition,
  startScreening,
  submitCare,
  submitDemographics,
  submitEmployeeForm,
  submitHistory,
  SYMPTOM_ANSWERS,
  todayCalendarDate,
  type CareAnswers,
  type ConsentAnswers,
  type CovidEligibility,
  type DemographicAnswers,
  type EligibilityVariant,
  type HistoryAnswers,
  type ScreeningState,
} from '@labstore/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CareScreen } from './care-screen';
import { ChoiceScreen } from './choice-screen';
import { EmployeeFormScreen } from './employee-form-screen';
import { ConsentScreen, DemographicsConsentScreen, DemographicsScreen } from './final-screens';
import { HistoryScreen } from './history-screen';
import { IneligiblePanel } from './ineligible-panel';
import styles from './covid-eligibility.module.css';

interface CovidQuestionnaireProps {
  variant: EligibilityVariant;
  productName: string;
  onComplete: (result: CovidEligibility) => void;
  onClose: () => void;
}

/**
 * spec/02 4.7: one questionnaire, stepped by the domain's state machine
 * (packages/domain/src/covid-screening.ts). This component holds the state
 * and the answers the result is built from, and renders the current step.
 */
export function CovidQuestionnaire({ variant, productName, onComplete, onClose }: CovidQuestionnaireProps) {
  const { t } = useTranslation('covidEligibility');
  const [screening, setScreening] = useState<ScreeningState>(() => startScreening(variant));
  const [history, setHistory] = useState<HistoryAnswers>(NO_HISTORY_ANSWERS);
  const [care, setCare] = useState<CareAnswers>(NO_CARE_ANSWERS);
  const [demographics, setDemographics] = useState<DemographicAnswers>(NO_DEMOGRAPHIC_ANSWERS);
  const [consent, setConsent] = useState<ConsentAnswers>(NO_CONSENT_ANSWERS);
  const position = screenPosition(screening);
  const today = todayCalendarDate();

  if (screening.ineligible) return <IneligiblePanel reason={screening.ineligible} onClose={onClose} />;

  const complete = () => {
    const result = buildEligibilityResult(screening, { history, care, demographics, consent }, today);
    if (result) onComplete(result);
  };
  const demographicsProps = { position, demographics, onDemographicsChange: setDemographics };
  const consentProps = { position, demographics, consent, onConsentChange: setConsent, onNext: complete };

  // Each step is keyed by its number, so a step's own choices start empty and its heading takes the focus.
  const step = (() => {
    switch (currentScreen(screening)) {
      case 'symptoms':
        return (
          <ChoiceScreen
            heading={t('symptoms.heading')}
            question={t('symptoms.question')}
            hint={t('symptoms.hint')}
            position={position}
            options={SYMPTOM_ANSWERS}
            labelOf={(answer) => t(`symptoms.${answer}`)}
            onChoose={(answer) => setScreening(answerSymptoms(screening, answer))}
          />
        );
      case 'pcrHistory':
        return (
          <ChoiceScreen
            heading={t('pcrHistory.heading')}
            question={t('pcrHistory.question')}
            position={position}
            options={PCR_ANSWERS}
            labelOf={(answer) => t(`pcrHistory.${answer}`)}
            onChoose={(answer) => setScreening(answerPcrHistory(screening, answer))}
          />
        );
      case 'closeContact':
        return (
          <ChoiceScreen
            heading={t('closeContact.heading')}
            question={t('closeContact.question')}
            position={position}
            options={CLOSE_CONTACT_ANSWERS}
            labelOf={(answer) => t(`closeContact.${answer}`)}
            onChoose={(answer) => setScreening(answerCloseContact(screening, answer))}
          />
        );
      case 'employeeForm':
        return <EmployeeFormScreen position={position} onSubmit={(answers) => setScreening(submitEmployeeForm(screening, answers))} />;
      case 'salivaSymptoms':
        return (
          <ChoiceScreen
            heading={t('salivaSymptoms.heading')}
            question={t('salivaSymptoms.question')}
            position={position}
            options={SALIVA_SYMPTOM_ANSWERS}
            labelOf={(answer) => t(`salivaSymptoms.${answer}`)}
            onChoose={(answer) => setScreening(answerSalivaSymptoms(screening, answer))}
          />
        );
      case 'salivaReason':
        return (
          <ChoiceScreen
            heading={t('salivaReason.heading')}
            question={t('salivaReason.question')}
            position={position}
            options={SALIVA_REASONS}
            labelOf={(reason) => t(`salivaReason.${reason}`)}
            onChoose={() => setScreening(leaveSalivaReason(screening))}
            notice={<p className={styles.notice}>{t('salivaReason.notice')}</p>}
          />
        );
      case 'history':
        return (
          <HistoryScreen
            position={position}
            answers={history}
            onChange={setHistory}
            today={today}
            onNext={() => setScreening(submitHistory(screening, history, today))}
          />
        );
      case 'care':
        return <CareScreen position={position} answers={care} onChange={setCare} onNext={() => setScreening(submitCare(screening, care))} />;
      case 'demographics':
        return <DemographicsScreen {...demographicsProps} onNext={() => setScreening(submitDemographics(screening, demographics))} />;
      case 'consent':
        return <ConsentScreen {...consentProps} />;
      case 'demographicsConsent':
        return <DemographicsConsentScreen {...demographicsProps} {...consentProps} />;
    }
  })();

  return (
    <>
      {position.index === 1 && <p className={styles.intro}>{t('intro', { product: productName })}</p>}
      <div key={screening.step}>{step}</div>
    </>
  );
}

