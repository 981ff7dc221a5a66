/**
 * The console's forms that only its scripts send (a `<form>` with no `method`: a password to confirm, an
 * ERP's token, a new password) would, sent before the scripts have run, be submitted by the browser itself
 * as a GET to the page's own address, their fields (secrets among them) in the URL, the history and the
 * access logs. This script, inlined in <head> before any form exists, holds such a send until the app is
 * ready and then sends it again, as the person meant; forms with a `method` (/auth's, which work without
 * scripts) go as they are. The app says it is ready with HYDRATED_EVENT (root.tsx), after marking the
 * document hydrated, so the second send passes through to its own handler.
 */
export const HYDRATED_EVENT = "vitrine:hydrated";

export const heldSubmitsScript = `(function(){var d=document,held=new Map();d.addEventListener("submit",function(e){var f=e.target;if(d.documentElement.dataset.hydrated||!(f instanceof HTMLFormElement)||f.hasAttribute("method"))return;e.preventDefault();e.stopImmediatePropagation();held.set(f,e.submitter)},true);d.addEventListener("${HYDRATED_EVENT}",function(){held.forEach(function(s,f){if(f.isConnected)f.requestSubmit(s&&s.isConnected&&s.form===f?s:undefined)});held.clear()})})()`;
