import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuestionPalette } from './question-palette';

const ids = ['q-a', 'q-b', 'q-c', 'q-d', 'q-e'];

function Palette({ answered, onGoTo }: { answered: string[]; onGoTo?: (index: number) => void }) {
  const [current, setCurrent] = useState(2);
  return (
    <QuestionPalette
      questionIds={ids}
      answered={(id) => answered.includes(id)}
      current={current}
      onGoTo={(index) => {
        onGoTo?.(index);
        setCurrent(index);
      }}
    />
  );
}

describe('QuestionPalette', () => {
  it('names every question with its state in words and marks the current one', () => {
    render(<Palette answered={['q-a', 'q-c']} />);
    const palette = screen.getByRole('navigation', { name: 'All questions' });
    expect(
      within(palette)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Question 1, answered',
      'Question 2, not answered',
      'Question 3, answered',
      'Question 4, not answered',
      'Question 5, not answered',
    ]);
    const current = screen.getByRole('button', { name: 'Question 3, answered' });
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(
      screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('draws answered and unanswered questions differently, not only in colour', () => {
    render(<Palette answered={['q-a']} />);
    const answered = screen.getByRole('button', { name: 'Question 1, answered' });
    const unanswered = screen.getByRole('button', { name: 'Question 2, not answered' });
    // Filled against a dashed outline: a difference of shape that survives greyscale.
    expect(answered.className).toContain('bg-brand-700');
    expect(answered.className).not.toContain('border-dashed');
    expect(unanswered.className).toContain('border-dashed');
    expect(unanswered.className).toContain('bg-white');
    // The current question has a ring, the others none.
    expect(screen.getByRole('button', { name: 'Question 3, not answered' }).className).toContain(
      'ring-3',
    );
    expect(unanswered.className).not.toContain('ring-3');
  });

  it('jumps to a question on a click and from the keyboard (Tab, then Enter or Space)', async () => {
    const user = userEvent.setup();
    const onGoTo = vi.fn();
    render(<Palette answered={[]} onGoTo={onGoTo} />);
    await user.click(screen.getByRole('button', { name: 'Question 5, not answered' }));
    expect(onGoTo).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('button', { name: 'Question 5, not answered' })).toHaveAttribute(
      'aria-current',
      'step',
    );

    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Question 4, not answered' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onGoTo).toHaveBeenLastCalledWith(3);
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Question 2, not answered' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onGoTo).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('button', { name: 'Question 2, not answered' })).toHaveAttribute(
      'aria-current',
      'step',
    );
  });
});
