import type {
  KeywordImportance,
  KeywordKind,
  KeywordSection,
  TargetKeyword,
} from './ats-keywords.schema.ts';
import type { ResumeData } from '../resume/resume.schema.ts';
import { keywordImportance, keywordKind, keywordPoints, matchKeywords } from './match-keywords.ts';

/**
 * The match as a report: the score of the builder's match panel (matchKeywords, the same
 * computation), the keywords found with the sections they are in, and the missing ones,
 * each with its importance, kind and points, most points first (the engine's order within
 * equal points). The applications' `GET /api/applications/:id/match` answers it.
 */

interface ReportKeyword {
  keyword: string;
  importance: KeywordImportance;
  kind: KeywordKind;
  weight: number;
}

export interface KeywordMatchReport {
  score: number;
  present: (ReportKeyword & { where: KeywordSection[] })[];
  missing: ReportKeyword[];
}

function reportKeyword(keyword: TargetKeyword): ReportKeyword {
  return {
    keyword: keyword.name,
    importance: keywordImportance(keyword),
    kind: keywordKind(keyword),
    weight: keywordPoints(keyword),
  };
}

export function matchReport(
  resume: ResumeData,
  keywords: readonly TargetKeyword[],
): KeywordMatchReport {
  const { score, matches } = matchKeywords(resume, keywords);
  const byPoints = [...matches].sort((a, b) => keywordPoints(b.keyword) - keywordPoints(a.keyword));
  return {
    score,
    present: byPoints
      .filter((m) => m.matched)
      .map((m) => ({
        ...reportKeyword(m.keyword),
        where: [...new Set(m.locations.map((l) => l.section))],
      })),
    missing: byPoints.filter((m) => !m.matched).map((m) => reportKeyword(m.keyword)),
  };
}
