import { timings } from '@studyhub/contract/constants';
import { quizzes, type Subject } from '@studyhub/contract/quiz';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { primaryButton } from '../button-styles';
import { describeDuration } from '../format-time';
import './quiz-chooser.css';

const cards: { subject: Subject; name: string; about: string }[] = [
  {
    subject: 'java',
    name: 'Java',
    about: 'Syntax, data types, control flow, classes, inheritance, exceptions and collections.',
  },
  {
    subject: 'python',
    name: 'Python',
    about:
      'Data types, loops and comprehensions, strings, lists and dictionaries, functions and classes.',
  },
  {
    subject: 'c',
    name: 'C',
    about: 'Operators, control flow, functions, arrays, pointers, structures and dynamic memory.',
  },
  {
    subject: 'javascript',
    name: 'JavaScript fundamentals',
    about:
      'Variables, types and coercion, closures, objects and arrays, classes, promises and async/await.',
  },
];

// Where each star of the burst flies to, from the middle of the button.
const stars = [
  '[--star-x:-64px] [--star-y:-34px]',
  '[--star-x:-30px] [--star-y:-52px]',
  '[--star-x:8px] [--star-y:-58px]',
  '[--star-x:46px] [--star-y:-44px]',
  '[--star-x:70px] [--star-y:-8px]',
  '[--star-x:-72px] [--star-y:6px]',
];

function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * /all-certificates: the four quizzes, each with Get Certificate. The button plays a short star
 * burst and moves on to the quiz after the spec's 700 ms (at once when motion is reduced).
 */
export function QuizChooser() {
  const navigate = useNavigate();
  const [launching, setLaunching] = useState<Subject | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function choose(subject: Subject) {
    if (launching) return;
    const { route } = quizzes[subject];
    if (prefersReducedMotion()) {
      navigate(route);
      return;
    }
    setLaunching(subject);
    timer.current = setTimeout(() => navigate(route), timings.certificateChooserDelayMs);
  }

  return (
    <ul className="mt-8 grid gap-5 sm:grid-cols-2">
      {cards.map((card) => {
        const quiz = quizzes[card.subject];
        const headingId = `certificate-card-${card.subject}`;
        return (
          <li
            key={card.subject}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
              {quiz.subjectLine}
            </p>
            <h2 id={headingId} className="mt-1 text-xl font-bold text-slate-900">
              {card.name}
            </h2>
            <p className="mt-2 flex-1 text-slate-700">{card.about}</p>
            <p className="mt-3 text-sm text-slate-600">
              {`${quiz.questionCount} questions · ${describeDuration(quiz.timeLimitSeconds)} · ` +
                `pass mark ${quiz.passMark}`}
            </p>
            <div className="relative mt-5">
              <button
                type="button"
                onClick={() => choose(card.subject)}
                disabled={launching !== null && launching !== card.subject}
                aria-disabled={launching === card.subject || undefined}
                className={`${primaryButton} w-full`}
              >
                Get Certificate <span className="sr-only">{`for the ${card.name} quiz`}</span>
              </button>
              {launching === card.subject &&
                stars.map((position) => (
                  <span
                    key={position}
                    aria-hidden="true"
                    className={`quiz-chooser-star text-2xl text-amber-400 ${position}`}
                  >
                    ★
                  </span>
                ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
