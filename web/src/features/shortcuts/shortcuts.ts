/** The spec's shortcut bar: five buttons, in this order, with these words (section 2, Home). */
export const shortcuts = [
  {
    to: '/notes',
    label: 'Notes',
    description: 'Handwritten notes for your semester exams, free and paid.',
  },
  {
    to: '/projects',
    label: 'Projects',
    description: 'Project source code with setup steps, ready to run and extend.',
  },
  {
    to: '/all-certificates',
    label: 'Certificates',
    description: 'Take a quiz in Java, Python, C or JavaScript and earn a certificate.',
  },
  {
    to: '/question-paper',
    label: 'PYQ Paper',
    description: 'Previous year university question papers to practise with.',
  },
  {
    to: '/blogs',
    label: 'Blogs',
    description: 'Articles on programming, exams, placements and careers.',
  },
] as const;
