/**
 * The phone menu's behaviour before (and after) the page's bundles run.
 *
 * The menu is a native modal <dialog> opened and closed by its buttons' invoker commands
 * (`commandfor` + `command="show-modal"` / `"close"`), and closed by a click on its backdrop
 * (`closedby="any"`): browsers that know these need no script at all, so the first tap on ☰ opens
 * the menu even on a slow phone whose bundles are still loading (a React click handler ignored it
 * until hydration). This script, installed with the page's HTML, does the rest with one listener per
 * event on the document, for every dialog marked data-menu:
 * - in a browser without invoker commands or `closedby`, the same opening, closing and backdrop click;
 * - a link followed inside the menu closes it (a #section link on the same page loads nothing new);
 * - Tab wraps inside the menu: browsers let focus out of a modal dialog to their own toolbar, and the
 *   menu is meant as a trap until it is closed. Its stops are the links, buttons and section toggles
 *   (<summary>) that are shown: a closed section's links are not.
 *
 * Plain JavaScript in a string: it runs before any bundle, and the server allows it by its hash
 * (server/csp.mjs imports it from here, as this .mjs file needs no build).
 */
export const MENU_SCRIPT = `(function(){var d=document,commands="commandForElement"in HTMLButtonElement.prototype,closedBy="closedBy"in HTMLDialogElement.prototype;d.addEventListener("click",function(e){var t=e.target;if(!(t instanceof Element))return;if(!commands){var b=t.closest("button[commandfor]"),g=b&&d.getElementById(b.getAttribute("commandfor"));if(g instanceof HTMLDialogElement&&g.hasAttribute("data-menu")){var c=b.getAttribute("command");if(c==="show-modal"&&!g.open)g.showModal();else if(c==="close")g.close();return}}var m=t.closest("dialog[data-menu]");if(m&&(t===m&&!closedBy||t.closest("a[href]")))m.close()});d.addEventListener("keydown",function(e){var m=e.key==="Tab"&&e.target instanceof Element&&e.target.closest("dialog[data-menu]");if(!m)return;var s=[].filter.call(m.querySelectorAll("a[href],button:not([disabled]),summary"),function(x){return x.checkVisibility?x.checkVisibility():x.offsetParent!==null}),f=s[0],l=s[s.length-1],edge=e.shiftKey?f:l;if(!edge||d.activeElement!==edge)return;e.preventDefault();(e.shiftKey?l:f).focus()})})()`
