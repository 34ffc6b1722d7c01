import {
  BriefcaseBusiness,
  ChartLine,
  Code,
  Handshake,
  Megaphone,
  Palette,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { SampleIndustry } from '#shared/samples/samples.ts';

const ICONS: Record<SampleIndustry, LucideIcon> = {
  Technology: Code,
  Marketing: Megaphone,
  Finance: ChartLine,
  Design: Palette,
  Management: BriefcaseBusiness,
  Sales: Handshake,
  'Human Resources': Users,
};

/** A decorative icon for a sample's industry (the industry is always written out beside it). */
export function IndustryIcon({
  industry,
  className,
}: {
  industry: SampleIndustry;
  className?: string;
}) {
  const Icon = ICONS[industry];
  return <Icon className={className} aria-hidden="true" />;
}
