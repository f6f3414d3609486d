import { createHelpEngine } from '@/server/features/chatbot/engine/engine';
import type { EngineResult } from '@/server/features/chatbot/engine/types';
import { BENCH_QUESTIONS, type BenchQuestion } from './chatbot-questions';

/**
 * `npm run bench:chatbot` (issue 23 §4): the default engine against the benchmark's questions. Prints the share
 * answered right, the share answered wrongly (a wrong article or figure, or an answer where a refusal was due; a
 * hand-off is not wrong, only not right), the refused shares, and the latency. Exits 1 on any wrong answer or any
 * off-topic question not refused, so it guards regressions.
 */
const RUNS = 20;

type Verdict = 'right' | 'wrong' | 'not-answered';

function judge(q: BenchQuestion, r: EngineResult): Verdict {
  const e = q.expect;
  if ('kind' in e) {
    if (e.kind === 'user-data') {
      if (r.kind === 'user-data') return r.topic === e.topic ? 'right' : 'wrong';
      return r.kind === 'article' || r.kind === 'computation' ? 'wrong' : 'not-answered';
    }
    if (r.kind === e.kind) return 'right';
    return r.kind === 'article' || r.kind === 'computation' || r.kind === 'user-data' ? 'wrong' : 'not-answered';
  }
  if (r.kind === 'user-data' || r.kind === 'refusal' || r.kind === 'smalltalk') return 'wrong';
  if (r.kind === 'handoff') return 'not-answered';
  if ('figure' in e) return r.kind === 'computation' && r.text.includes(e.figure) ? 'right' : 'wrong';
  if (r.article?.id !== e.article) return 'wrong';
  return !e.sections || (r.article.section && e.sections.includes(r.article.section)) ? 'right' : 'not-answered';
}

function describe(r: EngineResult): string {
  if (r.kind === 'user-data') return `user-data ${r.topic}`;
  return `${r.kind}${r.article ? ` ${r.article.id}#${r.article.section}` : ''} (${r.confidence.toFixed(2)})`;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;

const startedBuild = performance.now();
const engine = createHelpEngine({ supportEmail: 'pomoc@wypozyczalnia.pl' });
const buildMs = performance.now() - startedBuild;

const counts = { right: 0, wrong: 0, 'not-answered': 0 };
const groups = { 'off-topic': { refused: 0, of: 0 }, injection: { refused: 0, of: 0 } };
const latencies: number[] = [];
for (const q of BENCH_QUESTIONS) {
  const input = { message: q.message, language: q.lang, history: q.history ?? [] };
  const result = engine.answer(input);
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    engine.answer(input);
    latencies.push(performance.now() - t0);
  }
  const verdict = judge(q, result);
  counts[verdict] += 1;
  if (q.group) {
    groups[q.group].of += 1;
    if (result.kind === 'refusal') groups[q.group].refused += 1;
  }
  if (verdict !== 'right') {
    console.log(
      `${verdict.toUpperCase().padEnd(12)} [${q.lang}] ${q.message}\n             got ${describe(result)}, expected ${JSON.stringify(q.expect)}`,
    );
  }
}
latencies.sort((a, b) => a - b);
const total = BENCH_QUESTIONS.length;
const offTopic = groups['off-topic'];
const injection = groups.injection;

console.log(`
Questions:          ${total} (${BENCH_QUESTIONS.filter((q) => q.lang === 'pl').length} pl, ${BENCH_QUESTIONS.filter((q) => q.lang === 'en').length} en)
Answered right:     ${pct(counts.right, total)} (${counts.right})
Answered wrongly:   ${pct(counts.wrong, total)} (${counts.wrong})
Handed off/other:   ${pct(counts['not-answered'], total)} (${counts['not-answered']})
Off-topic refused:  ${pct(offTopic.refused, offTopic.of)} (${offTopic.refused}/${offTopic.of})
Injection refused:  ${pct(injection.refused, injection.of)} (${injection.refused}/${injection.of})
Latency:            p50 ${percentile(latencies, 0.5).toFixed(2)} ms, p95 ${percentile(latencies, 0.95).toFixed(2)} ms (${latencies.length} answers)
Engine built in:    ${buildMs.toFixed(0)} ms`);

if (counts.wrong > 0 || offTopic.refused < offTopic.of) process.exit(1);
