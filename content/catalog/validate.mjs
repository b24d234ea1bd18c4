// Validates the demo catalog JSON files in this folder.
// Usage (from the repository root): node content/catalog/validate.mjs
// Exits with code 1 and lists every problem found, or prints a summary and exits 0.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = dirname(fileURLToPath(import.meta.url));
const errors = [];
const summary = [];

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ALLOWED_LINK_HOSTS = new Set([
  'example.com',
  'www.example.com',
  'example.org',
  'www.example.org',
  'example.net',
  'www.example.net',
]);

function fail(where, message) {
  errors.push(`${where}: ${message}`);
}

function load(file) {
  try {
    return JSON.parse(readFileSync(join(DIR, file), 'utf8'));
  } catch (err) {
    fail(file, `cannot read or parse JSON (${err.message})`);
    return undefined;
  }
}

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const isInt = (v) => Number.isInteger(v);

// Rough sentence counter: masks common abbreviations, then counts ., ! or ? followed by whitespace or end.
function countSentences(text) {
  const masked = text
    .replace(/([?!])(["'”’])(?=\s+[a-z])/g, '$2') // '... right?' and ... (question inside a sentence)
    .replace(/!(?=\s+[^\sA-Z"'“‘])/g, '') // factorials such as n! / (n - r)!
    .replace(/\b(?:e\.g|i\.e|etc|vs|approx|Dr|Mr|Mrs|Ms|Fig|No)\./g, 'ABBR')
    .replace(/\b(?:B\.Sc|M\.Sc|B\.E|B\.Tech|M\.Tech|Ph\.D|B\.Com)\./g, 'DEGREE');
  const parts = masked.split(/[.!?]+["'”’)]*(?=\s|$)/).filter((p) => /[\p{L}\p{N}]/u.test(p));
  return parts.length;
}

function checkKeys(where, obj, required, optional = []) {
  if (!isObject(obj)) {
    fail(where, 'must be an object');
    return false;
  }
  for (const key of required) {
    if (!(key in obj)) fail(where, `missing field "${key}"`);
  }
  for (const key of Object.keys(obj)) {
    if (!required.includes(key) && !optional.includes(key))
      fail(where, `unexpected field "${key}"`);
  }
  return true;
}

function str(where, value, { allowEmpty = false, trailingNewline = false } = {}) {
  if (typeof value !== 'string') {
    fail(where, `must be a string, got ${JSON.stringify(value)}`);
    return false;
  }
  if (!allowEmpty && value.trim() === '') {
    fail(where, 'must not be empty');
    return false;
  }
  const body = trailingNewline ? value.replace(/\n$/, '') : value;
  if (body !== body.trim()) fail(where, 'has leading or trailing whitespace');
  if (/lorem ipsum/i.test(value)) fail(where, 'contains placeholder text (lorem ipsum)');
  return true;
}

function sentences(where, value, min, max) {
  if (!str(where, value)) return;
  const n = countSentences(value);
  if (n < min || n > max) fail(where, `should have ${min}-${max} sentences, found about ${n}`);
}

function arrayOf(where, value, min, max = Infinity) {
  if (!Array.isArray(value)) {
    fail(where, 'must be an array');
    return false;
  }
  if (value.length < min || value.length > max) {
    const range =
      max === Infinity ? `at least ${min}` : min === max ? `exactly ${min}` : `${min} to ${max}`;
    fail(where, `must have ${range} items, found ${value.length}`);
  }
  return true;
}

function slugs(file, items) {
  const seen = new Set();
  items.forEach((item, i) => {
    const slug = item?.slug;
    const where = `${file}[${i}].slug`;
    if (!str(where, slug)) return;
    if (slug.length > 120) fail(where, 'must be at most 120 characters');
    if (!SLUG_RE.test(slug))
      fail(where, `"${slug}" must use lowercase letters, digits and single hyphens`);
    if (seen.has(slug)) fail(where, `duplicate slug "${slug}"`);
    seen.add(slug);
  });
}

function link(where, value) {
  if (value === null) return;
  if (!str(where, value)) return;
  let url;
  try {
    url = new URL(value);
  } catch {
    fail(where, `"${value}" is not a valid URL`);
    return;
  }
  if (url.protocol !== 'https:') fail(where, `"${value}" must use https`);
  if (!ALLOWED_LINK_HOSTS.has(url.hostname)) {
    fail(
      where,
      `"${value}" must use a reserved placeholder domain (example.com / example.org / example.net)`,
    );
  }
}

function lineCount(text) {
  return text.replace(/\n$/, '').split('\n').length;
}

// The seeder prints notes, question papers and project overviews with the PDF's built-in Helvetica,
// which covers only Windows-1252. A few symbols are spelled out by the seeder (PDF_SPELLED_OUT);
// anything else outside that range would print as "?", and superscript or subscript digits would
// silently turn x² into x2, so such text must use ASCII notation (x^2, a_n, -) instead.
const PDF_SPELLED_OUT = new Set([...'₹→←≤≥≠×√∑πθλαβΩ∞']);
const PDF_PRINTABLE =
  /^[\t\n\r\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026]$/;
const COMPATIBILITY_FORMS = /[\u00b2\u00b3\u00b9\u02b0-\u02ff\u1d2c-\u1dbf\u2070-\u209f]/;

function pdfText(where, value) {
  if (typeof value !== 'string') return;
  const problems = new Set();
  for (const ch of value) {
    if (PDF_SPELLED_OUT.has(ch)) continue;
    const folded = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    if (COMPATIBILITY_FORMS.test(ch) || ![...folded].every((c) => PDF_PRINTABLE.test(c))) {
      problems.add(ch);
    }
  }
  if (problems.size > 0) {
    fail(
      where,
      `uses characters the PDF cannot print faithfully: ${[...problems].join(' ')} (use ASCII notation such as x^2, a_n, -)`,
    );
  }
}

function validDate(s) {
  if (typeof s !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

// ---------------------------------------------------------------- notes.json
function validateNotes() {
  const file = 'notes.json';
  const notes = load(file);
  if (notes === undefined || !arrayOf(file, notes, 14)) return;
  slugs(file, notes);
  let free = 0;
  let previews = 0;
  notes.forEach((n, i) => {
    const w = `${file}[${i}]${n?.slug ? ` (${n.slug})` : ''}`;
    if (
      !checkKeys(w, n, [
        'slug',
        'name',
        'subject',
        'semester',
        'tags',
        'about',
        'pages',
        'price',
        'hasPreview',
        'coveredTopics',
        'body',
      ])
    )
      return;
    str(`${w}.name`, n.name);
    str(`${w}.subject`, n.subject);
    str(`${w}.tags`, n.tags);
    if (!isInt(n.semester) || n.semester < 1 || n.semester > 10)
      fail(`${w}.semester`, 'must be a whole number from 1 to 10');
    sentences(`${w}.about`, n.about, 2, 4);
    for (const field of ['name', 'subject', 'about']) pdfText(`${w}.${field}`, n[field]);
    if (!isInt(n.pages) || n.pages < 30 || n.pages > 180)
      fail(`${w}.pages`, 'must be a whole number from 30 to 180');
    if (!isInt(n.price)) fail(`${w}.price`, 'must be a whole number of rupees');
    else if (n.price === 0) free += 1;
    else if (n.price < 49 || n.price > 299)
      fail(`${w}.price`, `paid notes must cost 49 to 299, found ${n.price}`);
    if (typeof n.hasPreview !== 'boolean') fail(`${w}.hasPreview`, 'must be true or false');
    else if (n.hasPreview) previews += 1;
    if (arrayOf(`${w}.coveredTopics`, n.coveredTopics, 3, 8)) {
      n.coveredTopics.forEach((t, j) => {
        const tw = `${w}.coveredTopics[${j}]`;
        if (!checkKeys(tw, t, ['topic', 'description'])) return;
        str(`${tw}.topic`, t.topic);
        sentences(`${tw}.description`, t.description, 1, 1);
        pdfText(`${tw}.topic`, t.topic);
        pdfText(`${tw}.description`, t.description);
      });
    }
    if (arrayOf(`${w}.body`, n.body, 4, 6)) {
      n.body.forEach((s, j) => {
        const sw = `${w}.body[${j}]`;
        if (!checkKeys(sw, s, ['heading', 'paragraphs'])) return;
        str(`${sw}.heading`, s.heading);
        pdfText(`${sw}.heading`, s.heading);
        if (arrayOf(`${sw}.paragraphs`, s.paragraphs, 2, 3)) {
          s.paragraphs.forEach((p, k) => {
            sentences(`${sw}.paragraphs[${k}]`, p, 2, 4);
            pdfText(`${sw}.paragraphs[${k}]`, p);
          });
        }
      });
    }
  });
  if (free < 5) fail(file, `at least 5 notes must be free (price 0), found ${free}`);
  const share = previews / notes.length;
  if (share < 0.35 || share > 0.65)
    fail(
      file,
      `about half of the notes should have hasPreview true, found ${previews} of ${notes.length}`,
    );
  summary.push(`notes: ${notes.length} (${free} free, ${previews} with preview)`);
}

// ------------------------------------------------------------- projects.json
function validateProjects() {
  const file = 'projects.json';
  const projects = load(file);
  if (projects === undefined || !arrayOf(file, projects, 8)) return;
  slugs(file, projects);
  projects.forEach((p, i) => {
    const w = `${file}[${i}]${p?.slug ? ` (${p.slug})` : ''}`;
    if (
      !checkKeys(w, p, [
        'slug',
        'name',
        'subject',
        'tags',
        'about',
        'price',
        'technologies',
        'hasPreview',
        'readme',
        'files',
      ])
    )
      return;
    str(`${w}.name`, p.name);
    str(`${w}.subject`, p.subject);
    str(`${w}.tags`, p.tags);
    sentences(`${w}.about`, p.about, 2, 4);
    for (const field of ['name', 'about', 'readme']) pdfText(`${w}.${field}`, p[field]);
    if (!isInt(p.price) || p.price < 199 || p.price > 1499)
      fail(`${w}.price`, `must be a whole number from 199 to 1499, found ${p.price}`);
    if (typeof p.hasPreview !== 'boolean') fail(`${w}.hasPreview`, 'must be true or false');
    if (arrayOf(`${w}.technologies`, p.technologies, 2)) {
      const names = new Set();
      p.technologies.forEach((t, j) => {
        const tw = `${w}.technologies[${j}]`;
        if (!checkKeys(tw, t, ['name', 'value'])) return;
        str(`${tw}.name`, t.name);
        str(`${tw}.value`, t.value);
        pdfText(`${tw}.value`, t.value);
        if (names.has(t.name)) fail(tw, `duplicate technology key "${t.name}"`);
        names.add(t.name);
      });
      if (p.technologies[0]?.name !== 'frontend')
        fail(`${w}.technologies[0]`, 'first entry must be named "frontend"');
      if (p.technologies[1]?.name !== 'backend')
        fail(`${w}.technologies[1]`, 'second entry must be named "backend"');
    }
    if (str(`${w}.readme`, p.readme, { trailingNewline: true })) {
      const lines = lineCount(p.readme);
      if (lines < 15 || lines > 40) fail(`${w}.readme`, `must be 15-40 lines, found ${lines}`);
      if (!p.readme.startsWith('# '))
        fail(`${w}.readme`, "should start with a markdown '# ' title");
    }
    if (arrayOf(`${w}.files`, p.files, 3, 16)) {
      const paths = new Set();
      p.files.forEach((f, j) => {
        const fw = `${w}.files[${j}]`;
        if (!checkKeys(fw, f, ['path', 'content'])) return;
        if (str(`${fw}.path`, f.path)) {
          if (
            f.path.startsWith('/') ||
            f.path.split('/').some((part) => part === '..' || part === '' || part === '.')
          )
            fail(`${fw}.path`, `"${f.path}" must be a clean relative path`);
          if (!/^[A-Za-z0-9_./-]+$/.test(f.path))
            fail(`${fw}.path`, `"${f.path}" may only use letters, digits, _ . / -`);
          if (/^readme\.md$/i.test(f.path))
            fail(`${fw}.path`, 'README is stored in the readme field, not in files');
          if (paths.has(f.path)) fail(`${fw}.path`, `duplicate path "${f.path}"`);
          paths.add(f.path);
        }
        if (typeof f.content !== 'string') fail(`${fw}.content`, 'must be a string');
        else {
          const lines = lineCount(f.content);
          if (lines < 20 || lines > 80)
            fail(`${fw}.content`, `source file should be 20-80 lines, found ${lines}`);
        }
      });
    }
  });
  summary.push(`projects: ${projects.length}`);
}

// -------------------------------------------------------------- courses.json
function validateCourses() {
  const file = 'courses.json';
  const courses = load(file);
  if (courses === undefined || !arrayOf(file, courses, 8)) return;
  slugs(file, courses);
  let comingSoon = 0;
  courses.forEach((c, i) => {
    const w = `${file}[${i}]${c?.slug ? ` (${c.slug})` : ''}`;
    if (
      !checkKeys(w, c, [
        'slug',
        'name',
        'about',
        'courseType',
        'instructor',
        'certification',
        'link',
      ])
    )
      return;
    str(`${w}.name`, c.name);
    sentences(`${w}.about`, c.about, 1, 3);
    str(`${w}.courseType`, c.courseType);
    str(`${w}.instructor`, c.instructor);
    str(`${w}.certification`, c.certification);
    if (c.link === null) comingSoon += 1;
    link(`${w}.link`, c.link);
  });
  if (comingSoon < 2)
    fail(file, `at least 2 courses must have link null (Coming Soon), found ${comingSoon}`);
  summary.push(`courses: ${courses.length} (${comingSoon} coming soon)`);
}

// ---------------------------------------------------------------- tools.json
function validateTools() {
  const file = 'tools.json';
  const tools = load(file);
  if (tools === undefined || !arrayOf(file, tools, 10)) return;
  slugs(file, tools);
  let nullLinks = 0;
  tools.forEach((t, i) => {
    const w = `${file}[${i}]${t?.slug ? ` (${t.slug})` : ''}`;
    if (!checkKeys(w, t, ['slug', 'name', 'about', 'link'])) return;
    str(`${w}.name`, t.name);
    sentences(`${w}.about`, t.about, 1, 2);
    if (t.link === null) nullLinks += 1;
    link(`${w}.link`, t.link);
  });
  if (nullLinks !== 1) fail(file, `exactly one tool must have link null, found ${nullLinks}`);
  summary.push(`tools: ${tools.length} (${nullLinks} under development)`);
}

// ------------------------------------------------------ question-papers.json
function validatePapers() {
  const file = 'question-papers.json';
  const papers = load(file);
  if (papers === undefined || !arrayOf(file, papers, 22)) return;
  slugs(file, papers);
  const years = new Set();
  let questionCount = 0;
  papers.forEach((p, i) => {
    const w = `${file}[${i}]${p?.slug ? ` (${p.slug})` : ''}`;
    if (!checkKeys(w, p, ['slug', 'name', 'subject', 'tags', 'year', 'university', 'questions']))
      return;
    str(`${w}.name`, p.name);
    str(`${w}.subject`, p.subject);
    str(`${w}.tags`, p.tags);
    str(`${w}.university`, p.university);
    pdfText(`${w}.name`, p.name);
    pdfText(`${w}.university`, p.university);
    if (typeof p.year !== 'string' || !/^\d{4}$/.test(p.year) || +p.year < 2018 || +p.year > 2025) {
      fail(
        `${w}.year`,
        `must be a string year from "2018" to "2025", found ${JSON.stringify(p.year)}`,
      );
    } else years.add(p.year);
    if (arrayOf(`${w}.questions`, p.questions, 2, 3)) {
      p.questions.forEach((s, j) => {
        const sw = `${w}.questions[${j}]`;
        if (!checkKeys(sw, s, ['section', 'items'])) return;
        str(`${sw}.section`, s.section);
        pdfText(`${sw}.section`, s.section);
        if (arrayOf(`${sw}.items`, s.items, 4, 8)) {
          const seen = new Set();
          s.items.forEach((q, k) => {
            str(`${sw}.items[${k}]`, q);
            pdfText(`${sw}.items[${k}]`, q);
            if (seen.has(q)) fail(`${sw}.items[${k}]`, 'duplicate question');
            seen.add(q);
            questionCount += 1;
          });
        }
      });
    }
  });
  for (let y = 2018; y <= 2025; y++) {
    if (!years.has(String(y)))
      fail(file, `no paper for the year ${y} (papers should span 2018 to 2025)`);
  }
  summary.push(
    `question papers: ${papers.length} (${questionCount} questions, years ${[...years].sort().join(', ')})`,
  );
}

// ---------------------------------------------------------------- blogs.json
function validateBlogs() {
  const file = 'blogs.json';
  const blogs = load(file);
  if (blogs === undefined || !arrayOf(file, blogs, 6)) return;
  slugs(file, blogs);
  let emptyIntros = 0;
  let longIntros = 0;
  blogs.forEach((b, i) => {
    const w = `${file}[${i}]${b?.slug ? ` (${b.slug})` : ''}`;
    if (!checkKeys(w, b, ['slug', 'title', 'date', 'mainHeading', 'intro', 'sections'])) return;
    str(`${w}.title`, b.title);
    if (!validDate(b.date)) fail(`${w}.date`, `"${b.date}" is not a valid YYYY-MM-DD date`);
    else if (b.date < '2025-06-01' || b.date > '2026-11-15')
      fail(`${w}.date`, `${b.date} must be between 2025-06-01 and 2026-11-15`);
    if (b.mainHeading !== null) str(`${w}.mainHeading`, b.mainHeading);
    if (typeof b.intro !== 'string') fail(`${w}.intro`, 'must be a string');
    else if (b.intro === '') emptyIntros += 1;
    else {
      sentences(`${w}.intro`, b.intro, 2, 3);
      if (b.intro.length > 80) longIntros += 1;
    }
    if (arrayOf(`${w}.sections`, b.sections, 4, 6)) {
      b.sections.forEach((s, j) => {
        const sw = `${w}.sections[${j}]`;
        if (!checkKeys(sw, s, ['subheading', 'paragraphs'])) return;
        str(`${sw}.subheading`, s.subheading);
        if (arrayOf(`${sw}.paragraphs`, s.paragraphs, 2, 3)) {
          for (const [k, p] of s.paragraphs.entries()) sentences(`${sw}.paragraphs[${k}]`, p, 3, 5);
        }
      });
    }
  });
  if (emptyIntros !== 1)
    fail(file, `exactly one blog must have an empty intro "", found ${emptyIntros}`);
  if (longIntros < 2)
    fail(file, `some intros should be longer than 80 characters, found ${longIntros}`);
  summary.push(`blogs: ${blogs.length} (${emptyIntros} with empty intro)`);
}

// --------------------------------------------------------- testimonials.json
function validateTestimonials() {
  const file = 'testimonials.json';
  const data = load(file);
  if (data === undefined || !checkKeys(file, data, ['testimonials', 'reviews'])) return;
  const names = new Set();
  if (arrayOf(`${file}.testimonials`, data.testimonials, 5, 5)) {
    data.testimonials.forEach((t, i) => {
      const w = `${file}.testimonials[${i}]`;
      if (!checkKeys(w, t, ['name', 'role', 'quote'])) return;
      if (str(`${w}.name`, t.name)) {
        if (names.has(t.name)) fail(`${w}.name`, `name "${t.name}" is used twice`);
        names.add(t.name);
      }
      str(`${w}.role`, t.role);
      sentences(`${w}.quote`, t.quote, 1, 3);
    });
  }
  if (arrayOf(`${file}.reviews`, data.reviews, 10, 10)) {
    data.reviews.forEach((r, i) => {
      const w = `${file}.reviews[${i}]`;
      if (!checkKeys(w, r, ['name', 'rating', 'text'])) return;
      if (str(`${w}.name`, r.name)) {
        if (names.has(r.name)) fail(`${w}.name`, `name "${r.name}" is used twice`);
        names.add(r.name);
      }
      if (r.rating !== 4 && r.rating !== 5)
        fail(`${w}.rating`, `must be 4 or 5, found ${JSON.stringify(r.rating)}`);
      sentences(`${w}.text`, r.text, 1, 2);
    });
  }
  summary.push(
    `testimonials: ${data.testimonials?.length ?? 0}, reviews: ${data.reviews?.length ?? 0}`,
  );
}

validateNotes();
validateProjects();
validateCourses();
validateTools();
validatePapers();
validateBlogs();
validateTestimonials();

if (errors.length > 0) {
  console.error(`Catalog validation failed with ${errors.length} problem(s):`);
  for (const e of errors) console.error(`  - ${e}`);
  process.exit(1);
}
console.log('Catalog validation passed.');
for (const line of summary) console.log(`  ${line}`);
