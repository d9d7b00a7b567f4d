import '../i18n';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from './answer-groups';
import { ScreenFrame } from './screen-frame';

interface ChoiceScreenProps<T extends string> {
  heading: string;
  question: string;
  position: { index: number; count: number };
  options: readonly T[];
  labelOf: (option: T) => string;
  onChoose: (option: T) => void;
  hint?: ReactNode;
  /** Shown under the answers (the saliva reason screen's return-to-work notice). */
  notice?: ReactNode;
}

/**
 * A step that is one question with one answer (symptoms, PCR history, close
 * contact, the saliva screens): the answer is picked with a radio and taken
 * with Next, so moving through the radios with the arrow keys never jumps
 * to another step by accident (docs/decisions.md).
 */
export function ChoiceScreen<T extends string>({ heading, question, position, options, labelOf, onChoose, hint, notice }: ChoiceScreenProps<T>) {
  const { t } = useTranslation('covidEligibility');
  const [choice, setChoice] = useState<T | null>(null);
  const [incomplete, setIncomplete] = useState(false);
  return (
    <ScreenFrame
      heading={heading}
      position={position}
      ready={choice !== null}
      onNext={() => choice !== null && onChoose(choice)}
      onIncomplete={() => setIncomplete(true)}
    >
      <RadioGroup
        legend={question}
        options={options}
        value={choice}
        onChange={setChoice}
        labelOf={labelOf}
        hint={hint}
        error={incomplete && choice === null ? t('messages.chooseAnswer') : undefined}
      />
      {notice}
    </ScreenFrame>
  );
}
