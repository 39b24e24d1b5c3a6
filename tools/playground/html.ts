/**
 * The playground's HTML and styles. Served with the bundle as a separate script by `spellchart
 * play`; `spellchart view` inlines the bundle and the data into one file. Nothing is loaded
 * from anywhere else.
 */
import type { PlaygroundData } from './page.js';

const STYLE = `
* { box-sizing: border-box; }
body { font: 13px/1.4 system-ui, sans-serif; margin: 0; color: #1b1d24; background: #f4f5f8; }
header { display: flex; gap: 1rem; align-items: center; padding: .5rem 1rem; background: #222636; color: #fff; }
header h1 { font-size: 15px; margin: 0; flex: 1; }
header button, header a { font: inherit; }
#export { width: 100%; height: 10rem; font: 12px monospace; }
main { display: grid; grid-template-columns: minmax(14rem, 20rem) minmax(0, 1fr) minmax(22rem, 32rem); grid-template-rows: auto minmax(0, 1fr); gap: 0 .5rem; padding: .5rem; height: calc(100vh - 2.75rem); }
main > section { background: #fff; border: 1px solid #d8dae3; border-radius: 6px; overflow: auto; padding: .5rem .75rem; min-width: 0; }
h2 { font-size: 14px; margin: .25rem 0 .5rem; }
h3 { font-size: 13px; margin: .5rem 0 .25rem; }
#status { grid-column: 1 / 4; padding: 0; border: 0; background: none; overflow: visible; }
#steps, #chart, #side { grid-row: 2; }
#status > div { padding: .4rem .75rem; border-radius: 6px; margin-bottom: .5rem; }
.outcome.cast, .outcome.activated { background: #e3f7ea; border: 1px solid #7bc897; }
.outcome.illegal, .outcome.prohibited, .reversal { background: #fde8e6; border: 1px solid #e08a80; }
.refusal { background: #fff2d6; border: 1px solid #e2b755; }
ol.events { padding-left: 1.5rem; margin: 0; }
li.event { margin: .15rem 0; }
li.event.current > .go { background: #ffe28a; border-color: #c99a00; font-weight: 600; }
li.event.undone { opacity: .55; }
.go { font: inherit; text-align: left; width: 100%; background: #f1f2f6; border: 1px solid #d0d3de; border-radius: 4px; padding: .15rem .35rem; cursor: pointer; overflow-wrap: anywhere; }
.chart-steps { margin: .1rem 0 .3rem; padding-left: 1rem; font-size: 11.5px; color: #3c4152; }
.chart-steps .skipped { color: #8a8f9e; font-style: italic; }
.tabs { display: flex; gap: .25rem; margin-bottom: .5rem; }
.tab { font: inherit; border: 1px solid #c4c7d4; background: #f1f2f6; border-radius: 4px; padding: .15rem .6rem; cursor: pointer; }
.tab.selected { background: #222636; color: #fff; }
#chart { display: flex; flex-direction: column; overflow: hidden; }
.chart-scroll { overflow: auto; flex: 1; min-height: 0; }
.chart-scroll.fitted svg { width: 100%; height: auto; }
.tab.fit { margin-left: auto; }
svg.chart { display: block; font: 12px system-ui, sans-serif; }
.state rect { fill: #fff; stroke: #9aa0b4; stroke-width: 1.2; }
.state.compound > rect { fill: #f7f8fb; stroke-dasharray: 4 3; }
.state .label { font-weight: 600; fill: #1b1d24; }
.state .title { fill: #555b6e; }
.state.taken > rect { fill: #e3f7ea; stroke: #2e9d5a; stroke-width: 1.6; }
.state.compound.taken > rect { fill: #f1fbf4; }
.state.skipped > rect { fill: #f3f3f3; stroke: #b8bcc8; stroke-dasharray: 3 3; }
.state.skipped text { fill: #9aa0b0; }
.state.current > rect { fill: #ffe28a; stroke: #c47f00; stroke-width: 3; }
.state.within > rect { stroke: #c47f00; stroke-width: 2; }
.edge path { fill: none; stroke: #8b90a3; stroke-width: 1.2; }
.edge.taken path { stroke: #2e9d5a; stroke-width: 2; }
.arrowhead { fill: #6b7084; }
.edge-label { fill: #4b5064; font-size: 10.5px; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
.prompt .rule, .rule { font-weight: 700; color: #5b3cc4; }
.asked { color: #3c4152; margin-bottom: .4rem; }
.options { display: flex; flex-wrap: wrap; gap: .3rem; margin: .3rem 0; align-items: center; }
.options > div, .options > label { flex-basis: 100%; }
.word { display: flex; flex-wrap: wrap; gap: .3rem; align-items: center; }
.word > div { flex-basis: 100%; }
button.option, button.send { font: inherit; border: 1px solid #7d6bd1; background: #f0edff; border-radius: 4px; padding: .25rem .6rem; cursor: pointer; }
button.option[aria-pressed="true"] { background: #5b3cc4; color: #fff; }
button.send { background: #5b3cc4; color: #fff; }
button.cancel { border-color: #c7837b; background: #fff0ee; }
.mode { display: block; }
.mode.untargetable { color: #8a8f9e; }
.form { display: flex; flex-wrap: wrap; gap: .3rem; align-items: center; border-top: 1px solid #e2e5ee; padding-top: .3rem; }
.form > .form-title, .form > .field { flex-basis: 100%; }
.field { display: flex; flex-wrap: wrap; gap: .3rem; align-items: center; }
.field-label { color: #4a5060; }
.option-box { display: block; }
.order { flex-basis: 100%; color: #4a5060; }
details { margin: .4rem 0; }
details pre { font-size: 11px; background: #f6f6f8; padding: .4rem; white-space: pre-wrap; overflow-wrap: anywhere; }
.editor textarea { width: 100%; font: 11.5px monospace; }
.auto-payment, .locked-cost { margin-top: .5rem; padding: .4rem .6rem; background: #eef5ff; border: 1px solid #9dbbe6; border-radius: 6px; }
.auto-payment h3 { margin: 0 0 .2rem; }
.game .turn { color: #3c4152; margin-bottom: .3rem; }
.player { border: 1px solid #d8dae3; border-radius: 6px; padding: .35rem .5rem; margin: .4rem 0; }
.player.priority { border-color: #5b3cc4; }
.player-head { display: flex; gap: .5rem; align-items: center; flex-wrap: wrap; }
.tag { font-size: 11px; background: #e7e3fb; border-radius: 3px; padding: 0 .3rem; }
.zone { display: flex; flex-wrap: wrap; gap: .25rem; align-items: center; margin: .2rem 0; }
.zone-name { color: #6b7084; font-size: 11.5px; min-width: 5.5rem; }
.card { border: 1px solid #b9bdcc; border-radius: 4px; padding: .05rem .35rem; background: #fafbfd; }
.card.tapped { background: #e4e6ee; color: #555b6e; font-style: italic; }
.changed { outline: 2px solid #f0a800; background: #fff4cc !important; }
.stack { border: 1px dashed #b9bdcc; border-radius: 6px; padding: .3rem; }
@media (max-width: 1100px) { main { grid-template-columns: 1fr; height: auto; } }
`;

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON that can sit inside a script element. */
const jsonSafe = (text: string): string => text.replace(/</g, '\\u003c');
/** Script text that can sit inside a script element: nothing in it closes the element or opens a comment. */
const scriptSafe = (text: string): string => text.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

/**
 * The page. `script` is the bundle's URL (the server) or its text (a saved page, which also
 * carries its data).
 */
export function playgroundHtml(script: { readonly src: string } | { readonly inline: string; readonly data: PlaygroundData }): string {
  const title = 'data' in script ? String(script.data.file.name ?? 'spellchart') : 'spellchart playground';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — spellchart</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1 id="name">spellchart playground</h1><button type="button" id="export-button">Export scenario</button><a id="download" download="session.json" hidden>download</a></header>
<textarea id="export" hidden readonly></textarea>
<main>
<section id="status"></section>
<section id="steps"><h2>Steps</h2><p>Loading…</p></section>
<section id="chart"></section>
<section id="side"><div id="asking"></div><div id="game"></div></section>
</main>
${'data' in script ? `<script type="application/json" id="playground-data">${jsonSafe(JSON.stringify(script.data))}</script>\n<script type="module">${scriptSafe(script.inline)}</script>` : `<script type="module" src="${escapeHtml(script.src)}"></script>`}
</body>
</html>
`;
}
