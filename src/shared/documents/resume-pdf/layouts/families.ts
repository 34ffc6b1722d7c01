import type { LayoutFamily } from '../../../templates/layout-families.ts';
import { academic } from './academic.ts';
import { atsPlain } from './ats-plain.ts';
import { classic } from './classic.ts';
import { creativeAccent } from './creative-accent.ts';
import { executiveSerif } from './executive-serif.ts';
import { headerBand } from './header-band.ts';
import type { LayoutFamilyPdf } from './layout.ts';
import { sidebarLeft, sidebarRight } from './sidebar.ts';

/** Every layout family's pieces and resume, by family id. */
export const LAYOUT_FAMILIES: Readonly<Record<LayoutFamily, LayoutFamilyPdf>> = {
  classic,
  'sidebar-left': sidebarLeft,
  'sidebar-right': sidebarRight,
  'header-band': headerBand,
  'ats-plain': atsPlain,
  'executive-serif': executiveSerif,
  'creative-accent': creativeAccent,
  academic,
};
