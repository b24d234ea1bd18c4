// Structural validator for the quiz question banks in this folder.
// Usage (from the repository root): node content/quizzes/validate.mjs
// Exits with code 1 and lists every violation if any rule is broken.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

// perAttempt: questions served per attempt, as in quizzes[subject].questionCount in
// contract/src/quiz.ts (keep the two in step).
const BANKS = [
  { subject: 'java', title: 'Java (Basic)', minQuestions: 60, perAttempt: 50 },
  { subject: 'python', title: 'Python Programming (Basic)', minQuestions: 60, perAttempt: 50 },
  { subject: 'c', title: 'C Programming (Basic)', minQuestions: 60, perAttempt: 50 },
  { subject: 'javascript', title: 'JavaScript Fundamentals', minQuestions: 50, perAttempt: 40 },
];

const MIN_TOPICS = 6;
const MAX_TOPICS = 10;
const MIN_PER_TOPIC = 5;
const MAX_TOPIC_NAME = 60;
const MIN_CODE_SHARE = 1 / 3;
// Answer-length tells. When option lengths carry no information, the right option is strictly
// the longest of four in about 1/4 of questions (fewer when lengths tie, as short outputs often
// do). A student who always picks the longest option must not beat that.
//
// Bank-level bound: at most 30% of the questions may have their right option strictly longest,
// checked over the whole bank and again over its questions without code, where options are
// prose and length is most telling (an audit found 26 of 65 such questions, 40%). A fixed share
// was chosen over a one-sided binomial test: the banks are written, not drawn at random, and a
// binomial bound at the 5% level would still allow 4 of the 8 JavaScript questions without code
// (50%), the very pattern the audit flagged. For a whole bank of 64-78 questions 30% is about one
// standard deviation above chance, so a bank whose option lengths are unrelated to the key passes
// and one that favours the longest option fails. Code questions, whose options are mostly outputs
// of equal or tied length, dilute the whole-bank figure (the banks were at 13-15% even while their
// questions without code were at 22-75%), which is why those are also checked on their own.
const MAX_LONGEST_SHARE = 0.3;
// Question-level bound: the right option may not be more than 1.3 times as long as the longest
// wrong option. Exempt are right options of at most 15 characters: outputs, keywords and values
// (512 against 64, None against 8, [1, 2, 3, 4] against [1, 2, 3]), whose length is fixed by what
// they are and where a few characters change the ratio a lot. Longer right options, including
// outcome descriptions of code ("An X is thrown" against "It prints 0"), are always checked.
const MAX_LENGTH_RATIO = 1.3;
const SHORT_OPTION = 15;
const QUESTION_KEYS = new Set([
  'id',
  'topic',
  'question',
  'code',
  'options',
  'answer',
  'explanation',
  'family',
]);
// Questions that share a family value are alternatives (near-duplicates): an attempt serves at
// most one of them.
const FAMILY_RE = /^[a-z0-9-]+$/;
const FORBIDDEN_OPTIONS = [
  /\b(all|none) of (the )?(above|these)\b/i,
  /\bboth\s+\(?[a-d]\)?\s+and\s+\(?[a-d]\)?(?![a-z])/i,
  /\b(neither|either)\s+\(?[a-d]\)?\s+(n?or)\s+\(?[a-d]\)?(?![a-z])/i,
  /^\s*(option\s+)?\(?[a-d]\)?\s*$/i,
];

const errors = [];
const fail = (where, msg) => errors.push(`${where}: ${msg}`);
const isNonEmptyString = (v) => typeof v === 'string' && v.trim().length > 0;
const normalise = (s) => s.replace(/\s+/g, ' ').trim().toLowerCase();

function validateBank({ subject, title, minQuestions, perAttempt }) {
  const file = join(here, `${subject}.json`);
  let bank;
  try {
    bank = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    fail(`${subject}.json`, `cannot be read or parsed: ${err.message}`);
    return;
  }
  const where = `${subject}.json`;
  const topKeys = Object.keys(bank).sort().join(',');
  if (topKeys !== 'questions,subject,title,topics,version') {
    fail(
      where,
      `top-level keys must be subject, title, version, topics, questions (got ${topKeys})`,
    );
  }
  if (bank.subject !== subject) fail(where, `subject must be "${subject}"`);
  if (bank.title !== title) fail(where, `title must be "${title}"`);
  if (!Number.isInteger(bank.version) || bank.version < 1) {
    fail(where, 'version must be a positive integer');
  }

  // Topics
  const topics = Array.isArray(bank.topics) ? bank.topics : [];
  if (!Array.isArray(bank.topics)) fail(where, 'topics must be an array');
  if (topics.length < MIN_TOPICS || topics.length > MAX_TOPICS) {
    fail(where, `needs ${MIN_TOPICS} to ${MAX_TOPICS} topics, has ${topics.length}`);
  }
  const topicIds = new Set();
  topics.forEach((t, i) => {
    const tw = `${where} topics[${i}]`;
    if (!t || typeof t !== 'object') {
      fail(tw, 'must be an object');
      return;
    }
    const keys = Object.keys(t).sort().join(',');
    if (keys !== 'id,name,noteHint') fail(tw, `keys must be id, name, noteHint (got ${keys})`);
    if (!isNonEmptyString(t.id) || !/^[a-z][a-z0-9-]*$/.test(t.id)) {
      fail(tw, 'id must be a lowercase slug');
    } else if (topicIds.has(t.id)) {
      fail(tw, `duplicate topic id "${t.id}"`);
    } else {
      topicIds.add(t.id);
    }
    if (!isNonEmptyString(t.name)) fail(tw, 'name must be a non-empty string');
    else if (t.name.length >= MAX_TOPIC_NAME) {
      fail(tw, `name must be under ${MAX_TOPIC_NAME} characters (has ${t.name.length})`);
    }
    if (!isNonEmptyString(t.noteHint) || !/^[a-z0-9][a-z0-9+#.-]{0,29}$/.test(t.noteHint)) {
      fail(tw, 'noteHint must be one short lowercase word');
    }
  });

  // Questions
  const questions = Array.isArray(bank.questions) ? bank.questions : [];
  if (!Array.isArray(bank.questions)) fail(where, 'questions must be an array');
  if (questions.length < minQuestions) {
    fail(where, `needs at least ${minQuestions} questions, has ${questions.length}`);
  }
  const perTopic = new Map([...topicIds].map((id) => [id, 0]));
  const ids = new Set();
  const seenText = new Map();
  const answerCounts = [0, 0, 0, 0];
  let withCode = 0;
  let longest = 0;
  let longestNoCode = 0;
  const families = new Map(); // family -> questions

  questions.forEach((q, i) => {
    const expectedId = `${subject}-${String(i + 1).padStart(3, '0')}`;
    const qw = `${where} questions[${i}]${q?.id ? ` (${q.id})` : ''}`;
    if (!q || typeof q !== 'object') {
      fail(qw, 'must be an object');
      return;
    }
    for (const key of Object.keys(q)) {
      if (!QUESTION_KEYS.has(key)) fail(qw, `unknown key "${key}"`);
    }
    if (ids.has(q.id)) fail(qw, `duplicate id "${q.id}"`);
    ids.add(q.id);
    if (q.id !== expectedId)
      fail(qw, `id must be "${expectedId}" (ids are <subject>-NNN in order)`);

    if (!topicIds.has(q.topic)) fail(qw, `topic "${q.topic}" is not declared in topics`);
    else perTopic.set(q.topic, perTopic.get(q.topic) + 1);

    if (!isNonEmptyString(q.question)) fail(qw, 'question must be a non-empty string');
    else if (q.question.includes('```') || q.question.includes('\n')) {
      fail(qw, 'question must be plain text (put code in "code")');
    }
    if ('code' in q) {
      if (!isNonEmptyString(q.code)) fail(qw, 'code, when present, must be a non-empty string');
      else withCode++;
    }

    if (!Array.isArray(q.options) || q.options.length !== 4) {
      fail(qw, 'options must be an array of exactly 4 strings');
    } else {
      const trimmed = new Set();
      q.options.forEach((opt, j) => {
        if (!isNonEmptyString(opt)) {
          fail(qw, `option ${j} must be a non-empty string`);
          return;
        }
        const t = opt.trim();
        if (trimmed.has(t)) fail(qw, `option ${j} "${t}" duplicates another option`);
        trimmed.add(t);
        for (const re of FORBIDDEN_OPTIONS) {
          if (re.test(t)) fail(qw, `option ${j} "${t}" refers to other options or positions`);
        }
      });
    }

    if (!Number.isInteger(q.answer) || q.answer < 0 || q.answer > 3) {
      fail(qw, 'answer must be an integer from 0 to 3');
    } else {
      answerCounts[q.answer]++;
      if (Array.isArray(q.options) && q.options.length === 4 && q.options.every(isNonEmptyString)) {
        const lengths = q.options.map((opt) => opt.trim().length);
        const right = lengths[q.answer];
        const longestWrong = Math.max(...lengths.filter((_, j) => j !== q.answer));
        if (right > longestWrong) {
          longest++;
          if (!('code' in q)) longestNoCode++;
        }
        if (right > SHORT_OPTION && right > MAX_LENGTH_RATIO * longestWrong) {
          fail(
            qw,
            `right option is ${(right / longestWrong).toFixed(2)}x as long as the longest wrong ` +
              `option (at most ${MAX_LENGTH_RATIO}x); make the wrong options as full as the right one`,
          );
        }
      }
    }
    if (!isNonEmptyString(q.explanation)) fail(qw, 'explanation must be a non-empty string');
    if ('family' in q) {
      if (typeof q.family !== 'string' || !FAMILY_RE.test(q.family)) {
        fail(qw, 'family, when present, must be lowercase letters, digits and hyphens');
      } else {
        families.set(q.family, [...(families.get(q.family) ?? []), q]);
      }
    }

    if (isNonEmptyString(q.question)) {
      const key = `${normalise(q.question)}\u0000${normalise(q.code ?? '')}`;
      if (seenText.has(key)) fail(qw, `same question text and code as ${seenText.get(key)}`);
      else seenText.set(key, q.id);
    }
  });

  for (const [topic, count] of perTopic) {
    if (count < MIN_PER_TOPIC) {
      fail(where, `topic "${topic}" has ${count} questions (needs at least ${MIN_PER_TOPIC})`);
    }
  }
  // Families: at least two members, all in one topic (attempts are drawn per topic), and every
  // topic must still fill its share of an attempt when only one question per family counts. The
  // server gives a topic floor(size / bank size * perAttempt) questions, plus one for the largest
  // remainders, so a topic needs ceil(...) distinct alternatives; and the bank as a whole needs
  // perAttempt of them, in case the shares are computed after families are merged.
  for (const [family, members] of families) {
    const ids = members.map((q) => q.id).join(', ');
    if (members.length < 2) fail(where, `family "${family}" has only one question (${ids})`);
    const familyTopics = new Set(members.map((q) => q.topic));
    if (familyTopics.size > 1) {
      fail(where, `family "${family}" spans topics ${[...familyTopics].join(', ')} (${ids})`);
    }
  }
  const unitsPerTopic = new Map([...topicIds].map((id) => [id, new Set()]));
  for (const q of questions) unitsPerTopic.get(q?.topic)?.add(q.family ?? `\u0000${q.id}`);
  let units = 0;
  for (const [topic, topicUnits] of unitsPerTopic) {
    units += topicUnits.size;
    const share = Math.ceil((perTopic.get(topic) / questions.length) * perAttempt);
    if (questions.length > 0 && topicUnits.size < share) {
      fail(
        where,
        `topic "${topic}" has ${topicUnits.size} questions when one per family counts, ` +
          `but an attempt may draw ${share} from it`,
      );
    }
  }
  if (units < perAttempt) {
    fail(
      where,
      `only ${units} questions when one per family counts (an attempt serves ${perAttempt})`,
    );
  }

  if (questions.length > 0 && withCode / questions.length < MIN_CODE_SHARE) {
    fail(where, `only ${withCode} of ${questions.length} questions have code (needs a third)`);
  }
  const expected = questions.length / 4;
  answerCounts.forEach((count, idx) => {
    if (questions.length >= 20 && (count < expected * 0.6 || count > expected * 1.4)) {
      fail(where, `answer index ${idx} is used ${count} times; spread answers evenly over 0..3`);
    }
  });

  const noCode = questions.length - withCode;
  for (const [count, total, what] of [
    [longest, questions.length, 'questions'],
    [longestNoCode, noCode, 'questions without code'],
  ]) {
    if (total > 0 && count > MAX_LONGEST_SHARE * total) {
      fail(
        where,
        `the right option is the longest in ${count} of ${total} ${what} ` +
          `(at most ${Math.floor(MAX_LONGEST_SHARE * total)}, ${MAX_LONGEST_SHARE * 100}%)`,
      );
    }
  }

  console.log(
    `${where}: ${questions.length} questions, ${topics.length} topics, ${withCode} with code, ` +
      `answer spread [${answerCounts.join(', ')}]; right option longest in ${longest} of ` +
      `${questions.length} (${longestNoCode} of ${noCode} without code); ${families.size} ` +
      `families, ${units} questions when one per family counts`,
  );
}

for (const bank of BANKS) validateBank(bank);

if (errors.length > 0) {
  console.error(`\n${errors.length} problem(s) found:`);
  for (const e of errors) console.error(`  - ${e}`);
  process.exit(1);
}
console.log('All quiz banks are valid.');
