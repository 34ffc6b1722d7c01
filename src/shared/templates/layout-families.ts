/**
 * The page layouts the document engine renders (src/shared/documents). Every catalogue
 * template names one of them, so a template is a layout plus a theme, never a picture.
 */
export const LAYOUT_FAMILY_IDS = [
  'classic',
  'sidebar-left',
  'sidebar-right',
  'header-band',
  'ats-plain',
  'executive-serif',
  'creative-accent',
  'academic',
] as const;

export type LayoutFamily = (typeof LAYOUT_FAMILY_IDS)[number];

export const LAYOUT_FAMILIES: Readonly<
  Record<LayoutFamily, { name: string; description: string }>
> = {
  classic: {
    name: 'Classic',
    description:
      'Single column with a centred name, a rule under the header and full-width sections.',
  },
  'sidebar-left': {
    name: 'Sidebar left',
    description:
      'A tinted left column for contact details and skills beside the main experience column.',
  },
  'sidebar-right': {
    name: 'Sidebar right',
    description:
      'Experience first, with a solid accent column on the right for skills and highlights.',
  },
  'header-band': {
    name: 'Header band',
    description: 'A full-width coloured band for the name and title above a two-column body.',
  },
  'ats-plain': {
    name: 'ATS plain',
    description: 'Compact, text-only single column that applicant-tracking systems parse cleanly.',
  },
  'executive-serif': {
    name: 'Executive serif',
    description: 'Serif type, fine double rules and a date column for a formal, senior look.',
  },
  'creative-accent': {
    name: 'Creative accent',
    description: 'A bold accent shape, a timeline for experience and skill bars.',
  },
  academic: {
    name: 'Academic',
    description: 'A dense CV layout with numbered publication and research lists.',
  },
};
