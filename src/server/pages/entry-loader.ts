/**
 * On an island page, a button pressed before the island entry has even arrived (a phone on a slow link)
 * would do nothing: its island's code is not there to answer. The loader holds such presses until the
 * entry's hydrator takes them (`window.__islandPresses`) and presses each button again once its island has
 * hydrated, once however often it was pressed (decision 0032). A submit button's click is held the same
 * way, so a form is never sent by the browser itself, with what was typed in the address.
 */
const HOLD_PRESSES =
  "const held=[],hold=e=>{const b=e.target.closest?.('[data-island] button');if(b){e.preventDefault();e.stopPropagation();held.push(b)}};" +
  "addEventListener('click',hold,true);window.__islandPresses={release:()=>(removeEventListener('click',hold,true),held)};"

/**
 * The inline script that starts the client entry once the page has painted (decision 0009). The HTML is
 * the whole page; the entry only hydrates it, so its 110 KB need not compete with the first paint.
 * Measured with Lighthouse (mobile, simulated): a `<script type=module async>` that finishes downloading
 * before the first paint is counted into both FCP and LCP (about 0.5 s on the home page), whenever it runs.
 *
 * It waits for the first-contentful-paint entry, which is delivered after the frame is presented
 * (requestAnimationFrame runs before it). Where the browser reports no paint timing, the entry starts at
 * once; should no contentful paint be reported (a tab loaded in the background paints only when shown),
 * it starts 3 s after the load event all the same.
 */
export function entryLoader(src: string, { holdPresses = false } = {}): string {
  return [
    '(()=>{let started=false;',
    holdPresses ? HOLD_PRESSES : '',
    `const start=()=>{if(started)return;started=true;const s=document.createElement('script');s.type='module';s.src=${JSON.stringify(src)};document.head.append(s)};`,
    "if(!window.PerformanceObserver?.supportedEntryTypes?.includes('paint'))return start();",
    "new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start()}}).observe({type:'paint',buffered:true});",
    "addEventListener('load',()=>setTimeout(start,3000),{once:true})})()",
  ].join('')
}
