import { readFileSync } from 'node:fs';
import { compileCard } from './tools/importer/compile.ts';
const cards = JSON.parse(readFileSync('/work/shared/cards-corpus/oracle-cards.train.json', 'utf8')) as unknown[];
const results = cards.map(compileCard);
const kw = new Map<string, number>();
for (const r of results) for (const g of r.gaps) { const m = /keyword (ability )?"([A-Za-z' -]+?)(?:[ —{0-9].*)?"/.exec(g.reason); if (m) kw.set(m[2]!, (kw.get(m[2]!) ?? 0) + 1); }
console.log([...kw].sort((a, b) => b[1] - a[1]).slice(0, 45).map(([k,v])=>k+':'+v).join(', '));
const st = results.flatMap(r => r.gaps.filter(g => g.reason.startsWith('a static')).map(g => g.text));
console.log(st.slice(0, 400).filter((_, i) => i % 20 === 0).join('\n'));
const bad = results.filter(r => r.gaps.some(g=>g.reason.includes('does not fit'))).slice(0,5).map(r=>r.name+': '+r.gaps.map(g=>g.text+' '+g.reason).join('; '));
console.log(bad.join('\n'));
