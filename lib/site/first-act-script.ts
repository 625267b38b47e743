/**
 * The page's first acts, before its scripts have arrived (issue 29). The build asks for the
 * framework's scripts only on a person's first act or 3 s after load (scripts/defer-hydration.mjs),
 * so what a person does in between must either work without them or wait for them. This inline
 * script, the first thing in every page's <body> (components/layout/site-document.tsx), does both,
 * for every control at once:
 *
 * - The theme is its alone (components/layout/theme-toggle.tsx): it applies the stored one
 *   ("light", "dark" or "system"; light when none) to <html> before the first paint, a choice
 *   ([data-theme-choice]) is stored and applied at once (every colour in the same frame: the
 *   class theme-switching on <html> holds the transitions for two frames, app/globals.css),
 *   "system" follows the system's colour scheme as it changes, and a choice made in another tab
 *   is applied here. The menu's pressed
 *   states are read from storage each time it opens. No React component shares the job: when
 *   next-themes did, a choice made as the page finished hydrating was undone by the provider's
 *   effects, which applied what it had read before.
 * - An act on a control that needs its component ([data-act="click"] or [data-act="submit"],
 *   the event it waits for) is held, in the manner of Angular's event replay (jsaction): the
 *   event's default and every later listener are stopped, and the act is queued until the
 *   component hydrates and takes it with takeFirstActs (lib/site/first-act.ts), which also marks
 *   the control live so that its later acts go to React. Acts are counted, not re-dispatched:
 *   the analytics tracker, which listens before this, has seen the act once and must not see it
 *   again. A form whose component has not taken its submit 3 s later, while the page has no
 *   scripts yet (6 s if they came but did not hydrate it), is sent as without JavaScript: the
 *   server answers every such form.
 *
 * It must not contain "</script" or "<!--". proxy.ts allows it on the admin by its hash, as it
 * names localStorage and classList; the public pages allow inline scripts.
 */
export const firstActScript =
  `((d,w)=>{let h=d.documentElement,q=[],live=new WeakSet,k="theme",c="data-theme-choice",m=matchMedia("(prefers-color-scheme:dark)"),
stored=()=>{try{return localStorage.getItem(k)||"light"}catch{return"light"}},
show=t=>{t=t=="system"?m.matches?"dark":"light":t=="dark"?t:"light";h.classList.remove("light","dark");h.classList.add(t);h.style.colorScheme=t},
sync=()=>{let t=stored();for(let b of d.querySelectorAll("["+c+"]"))b.setAttribute("aria-pressed",b.getAttribute(c)==t)},
act=e=>{let t=e.target,b=t.closest?.("["+c+"]"),a,x,n=0,s;
if(b&&e.type=="click"){t=b.getAttribute(c);try{localStorage.setItem(k,t)}catch{}
h.classList.add(s="theme-switching");show(t);requestAnimationFrame(()=>requestAnimationFrame(()=>h.classList.remove(s)));sync();b.closest("[popover]")?.hidePopover();return}
a=t.closest?.("[data-act]");if(!a||live.has(a)||a.getAttribute("data-act")!=e.type)return;e.preventDefault();e.stopImmediatePropagation();q.push(x=[a,e.submitter]);
if(e.type=="submit")setTimeout(function f(){if(live.has(a))return;if(w.next&&!n++)return setTimeout(f,3e3);live.add(a);q.splice(q.indexOf(x),1);a.requestSubmit(x[1])},3e3)};
show(stored());m.addEventListener("change",()=>stored()=="system"&&show("system"));w.addEventListener("storage",e=>e.key==k&&show(stored()));
for(let t of["click","submit","beforetoggle"])d.addEventListener(t,t[0]=="b"?sync:act,true);
w.jackieActs=a=>{live.add(a);let n=q.length;q=q.filter(x=>x[0]!=a);return n-q.length}})(document,window)`.replaceAll(
    '\n',
    '',
  );
