import { ACCEPT_ALL, DENY_ALL } from './consentCategories';
import { CONSENT_COOKIE, consentCookie } from './consentCookie';
import { EARLY_CONSENT_ATTRIBUTE, EARLY_CONSENT_GLOBAL } from './earlyConsentState';

/**
 * The inline script placed right after the consent dialog's `<dialog>` element in the document. Without a
 * stored choice it opens the dialog as a modal before the first paint, instead of seconds later once the
 * page's modules have run, and answers its buttons until the tool takes over: accept all and deny all write the
 * choice (the same cookie the tool writes) and close it; settings, the close button, Escape and the backdrop are
 * held for the tool. Focus starts at the element marked `data-initial-focus` (the ui Modal's heading), where
 * the Modal puts it when it opens itself. The click listener sits on the window, in the capture phase, so it runs
 * before React's: once hydration has begun, React's listener on the document stops a click on a part it has not
 * hydrated yet (the dialog's code is loaded on demand), and the click would reach neither the script nor the tool.
 * Plain ES2015 in one statement, as the CSP nonce lets run. Built by a
 * call marked pure, so a bundle that imports other parts of this entry leaves it out.
 */
export const EARLY_CONSENT_SCRIPT = /* @__PURE__ */ earlyConsentScript();

function earlyConsentScript(): string {
  // A stored choice the embedded tool reads (`consentCookie`'s form), so the script leaves the dialog closed.
  const storedChoice = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=1\\.f[01]m[01]s[01](?:;|$)`);
  const cookie = (choices: typeof ACCEPT_ALL) => JSON.stringify(consentCookie(choices, false));
  return `(()=>{const p=document.currentScript,d=p&&p.previousElementSibling;if(!d||!d.showModal||${storedChoice}.test(document.cookie))return;const h=window.${EARLY_CONSENT_GLOBAL}={open:!0,action:null,stop:()=>{removeEventListener("click",c,!0);d.removeEventListener("cancel",x);d.removeEventListener("close",z)}},s=location.protocol==="https:"?"; Secure":"",e=a=>{h.action=a;if(a!=="settings"){h.open=!1;d.close()}},c=v=>{const t=v.target;if(!(t instanceof Node&&d.contains(t)))return;const b=t.closest&&t.closest("[${EARLY_CONSENT_ATTRIBUTE}],header button");if(!b&&t!==d)return;v.stopPropagation();const a=b?b.getAttribute("${EARLY_CONSENT_ATTRIBUTE}")||"close":"close";if(a==="acceptAll")document.cookie=${cookie(ACCEPT_ALL)}+s;if(a==="denyAll")document.cookie=${cookie(DENY_ALL)}+s;e(a)},x=v=>{v.preventDefault();e("close")},z=()=>{if(h.open){h.open=!1;h.action="close"}};addEventListener("click",c,!0);d.addEventListener("cancel",x);d.addEventListener("close",z);d.showModal();const f=d.querySelector("[data-initial-focus]");f&&f.focus()})()`;
}
