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
export function entryLoader(src: string): string {
  return [
    '(()=>{let started=false;',
    `const start=()=>{if(started)return;started=true;const s=document.createElement('script');s.type='module';s.src=${JSON.stringify(src)};document.head.append(s)};`,
    "if(!window.PerformanceObserver?.supportedEntryTypes?.includes('paint'))return start();",
    "new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start()}}).observe({type:'paint',buffered:true});",
    "addEventListener('load',()=>setTimeout(start,3000),{once:true})})()",
  ].join('')
}
