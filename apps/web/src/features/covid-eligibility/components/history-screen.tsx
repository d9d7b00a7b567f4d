import '../i18n';
import { feverDateProblem, HISTORY_QUESTIONS, historyProblems, toIsoMidnightUtc, type CalendarDate, type HistoryAnswers } from '@labstore/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/form-controls';
import { YesNoUnknownQuestions } from './answer-groups';
import { ScreenFrame } from './screen-frame';

interface HistoryScreenProps {
  position: { index: number; count: number };
  answers: HistoryAnswers;
  onChange: (answers: HistoryAnswers) => void;
  today: CalendarDate;
  onNext: () => void;
}

/** spec/02 4.7 screen 5: one answer each; after healthcare Yes, the date symptoms started. */
export function HistoryScreen({ position, answers, onChange, today, onNext }: HistoryScreenProps) {
  const { t } = useTranslation('covidEligibility');
  const [incomplete, setIncomplete] = useState(false);
  const problems = historyProblems(answers, today);
  const dateProblem = feverDateProblem(answers, today);

  return (
    <ScreenFrame heading={t('history.heading')} position={position} ready={problems.length === 0} onNext={onNext} onIncomplete={() => setIncomplete(true)}>
      <YesNoUnknownQuestions
        legendOf={(question) => t(`history.${question}`)}
        questions={HISTORY_QUESTIONS}
        answers={answers}
        onAnswer={(question, answer) => onChange({ ...answers, [question]: answer })}
        unanswered={incomplete ? problems : []}
      />
      {answers.healthcare === 'Yes' && (
        <TextField
          type="date"
          label={t('history.feverDate')}
          hint={t('history.feverDateHint')}
          required
          // The date control speaks YYYY-MM-DD.
          max={toIsoMidnightUtc(today).slice(0, 10)}
          value={answers.feverDate}
          onChange={(event) => onChange({ ...answers, feverDate: event.currentTarget.value })}
          // An empty date is named once Next is pressed; a wrong one at once.
          error={dateProblem && (incomplete || dateProblem !== 'feverDateRequired') ? t(`messages.${dateProblem}`) : undefined}
        />
      )}
    </ScreenFrame>
  );
}
