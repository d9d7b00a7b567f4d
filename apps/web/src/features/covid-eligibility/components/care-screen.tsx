import '../i18n';
import { CARE_QUESTIONS, careProblems, type CareAnswers } from '@labstore/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { YesNoUnknownQuestions } from './answer-groups';
import { ScreenFrame } from './screen-frame';

interface CareScreenProps {
  position: { index: number; count: number };
  answers: CareAnswers;
  onChange: (answers: CareAnswers) => void;
  onNext: () => void;
}

/** spec/02 4.7 screen 6: ICU, congregate living or work, pregnancy; all three answered. */
export function CareScreen({ position, answers, onChange, onNext }: CareScreenProps) {
  const { t } = useTranslation('covidEligibility');
  const [incomplete, setIncomplete] = useState(false);
  const problems = careProblems(answers);
  return (
    <ScreenFrame heading={t('care.heading')} position={position} ready={problems.length === 0} onNext={onNext} onIncomplete={() => setIncomplete(true)}>
      <YesNoUnknownQuestions
        legendOf={(question) => t(`care.${question}`)}
        questions={CARE_QUESTIONS}
        answers={answers}
        onAnswer={(question, answer) => onChange({ ...answers, [question]: answer })}
        unanswered={incomplete ? problems : []}
      />
    </ScreenFrame>
  );
}
