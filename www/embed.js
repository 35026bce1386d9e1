// embed.html, the embedding demo: its tables' event log and the
// JavaScript API's playground. A module of its own, not an inline script
// (a strict Content-Security-Policy refuses those; docs/embedding.md).
import init, { Game } from "./patience-table.js";

// The tables' events, newest first.
const log = document.getElementById("log");
function note(e) {
  const d = e.detail;
  const li = document.createElement("li");
  li.dataset.event = e.type;
  li.dataset.table = e.target.id;
  const what = {
    "patience-deal": `deal #${d.deal} of ${d.game}`,
    "patience-move": `${d.kind} ${d.move} (${d.moves} moves)`,
    "patience-won": `won in ${d.moves} moves, ${d.time} s`,
    "patience-lost": `no move left after ${d.moves} moves`,
  }[e.type];
  li.textContent = `${e.target.id}: ${e.type}: ${what}`;
  log.prepend(li);
  while (log.children.length > 40) log.lastElementChild.remove();
}
for (const type of ["patience-deal", "patience-move", "patience-won", "patience-lost"]) {
  document.addEventListener(type, note);
}
document.getElementById("hint-move").addEventListener("click", () => {
  const game = document.getElementById("first").api;
  const moves = game?.legalMoves() ?? [];
  if (moves.length) game.move(moves[0]);
});

const $ = (id) => document.getElementById(id);
let game = null;

function show() {
  $("status").textContent = game.status();
  $("position").textContent = game.position();
  const legal = $("legal");
  legal.replaceChildren(...game.legalMoves().map((token) => {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = token;
    b.addEventListener("click", () => play(token));
    return b;
  }));
}

function attempt(f) {
  try {
    f();
    $("error").textContent = "";
  } catch (e) {
    $("error").textContent = e.message;
  }
  if (game) show();
}

function play(token) {
  attempt(() => game.move(token));
}

$("deal-btn").addEventListener("click", () =>
  attempt(() => { game = Game.deal($("game").value, $("deal").value); }));
$("move").addEventListener("click", () => play($("token").value.trim()));
$("token").addEventListener("keydown", (e) => { if (e.key === "Enter") play($("token").value.trim()); });
$("undo").addEventListener("click", () => attempt(() => game && game.undo()));
$("redo").addEventListener("click", () => attempt(() => game && game.redo()));

// The playground starts once the first table is drawn: the table's module
// is then loaded already (and a returning reader's snapshot was painted
// before the module was compiled, as the element does it).
customElements
  .whenDefined("patience-table")
  .then(() => document.getElementById("first").ready)
  .then(() => init())
  .then(() => attempt(() => { game = Game.deal("lucas-leaps", 42); }));
