// Lists what makes a class diagram hard to read on a projector. Run as a function body in a
// browser that shows the diagram's SVG document, with the least font size allowed as
// arguments[0] (in the diagram's units); returns a list of sentences, empty when all is well.
//
// The diagrams' conventions: a class, a package or a note is a <rect>; a dependency is a <path>
// of class "edge"; every <text> belongs to the smallest <rect> that holds its middle (or to the
// drawing, when none does).
const least = arguments[0];
const svg = document.documentElement;
const problems = [];
const quote = e => '"' + e.textContent.trim().replace(/\s+/g, ' ').slice(0, 40) + '"';
const area = b => b.width * b.height;
const holds = (b, x, y, margin) => x > b.x + margin && x < b.x + b.width - margin
    && y > b.y + margin && y < b.y + b.height - margin;
const view = svg.viewBox.baseVal;
const rects = [...svg.querySelectorAll('rect')].map(e => ({e, b: e.getBBox()}));
const texts = [...svg.querySelectorAll('text')].map(e => ({e, b: e.getBBox()}));

// Rounding in the font's metrics: a box's border may touch its text's ink box.
const slack = 0.5;
const owner = t => rects
    .filter(r => holds(r.b, t.b.x + t.b.width / 2, t.b.y + t.b.height / 2, 0))
    .reduce((best, r) => best === null || area(r.b) < area(best.b) ? r : best, null);
const classOf = r => texts.find(t => owner(t) === r && t.e.classList.contains('name'));
const nameOf = r => {
  const name = classOf(r);
  return name ? 'the box of ' + quote(name.e) : 'the box at ' + r.b.x + ',' + r.b.y;
};

// 1. Text large enough to read from the back of a room.
for (const e of svg.querySelectorAll('text, tspan')) {
  const size = parseFloat(getComputedStyle(e).fontSize);
  if (size < least - 0.01) {
    problems.push('text of ' + size + ' units, under ' + least + ': ' + quote(e));
  }
}

// 2. Every text wholly inside its box, and inside the drawing.
for (const t of texts) {
  const r = owner(t);
  const frame = r === null ? {x: view.x, y: view.y, width: view.width, height: view.height} : r.b;
  if (t.b.x < frame.x - slack || t.b.y < frame.y - slack
      || t.b.x + t.b.width > frame.x + frame.width + slack
      || t.b.y + t.b.height > frame.y + frame.height + slack) {
    problems.push('text runs out of ' + (r === null ? 'the drawing' : nameOf(r)) + ': '
        + quote(t.e));
  }
  // ...and clear of every other box: one that does not hold it may not touch it either.
  for (const other of rects) {
    const b = other.b;
    if (!holds(b, t.b.x + t.b.width / 2, t.b.y + t.b.height / 2, 0)
        && t.b.x < b.x + b.width - slack && t.b.x + t.b.width > b.x + slack
        && t.b.y < b.y + b.height - slack && t.b.y + t.b.height > b.y + slack) {
      problems.push('text runs into ' + nameOf(other) + ': ' + quote(t.e));
    }
  }
}

// 3. No two texts on top of each other. A text's box reaches 0.93 em above its baseline but
//    capitals only 0.73 em, so two lines whose boxes overlap by less than 3 units (0.17 em at
//    18 units) still do not touch.
for (let i = 0; i < texts.length; i++) {
  for (let j = i + 1; j < texts.length; j++) {
    const a = texts[i].b;
    const b = texts[j].b;
    const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
    const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
    if (across > slack && down > 3) {
      problems.push('texts overlap: ' + quote(texts[i].e) + ' and ' + quote(texts[j].e));
    }
  }
}

// 4. Each dependency: it starts and ends on a box (or on another dependency it joins), it
//    crosses no class's box and no text, and it does not run along another dependency.
const edges = [...svg.querySelectorAll('path.edge')].map(e => {
  const points = [];
  const length = e.getTotalLength();
  for (let at = 0; at <= length; at += 2) {
    points.push(e.getPointAtLength(at));
  }
  points.push(e.getPointAtLength(length));
  return {e, points};
});
const edgeName = edge => 'the dependency ' + edge.e.getAttribute('d');
const classBoxes = rects.filter(r => r.e.classList.contains('box')
    || r.e.classList.contains('core'));
const onBorder = (b, p) => holds({x: b.x - 3, y: b.y - 3, width: b.width + 6,
  height: b.height + 6}, p.x, p.y, 0) && !holds(b, p.x, p.y, 3);
const near = (p, q, distance) => Math.hypot(p.x - q.x, p.y - q.y) <= distance;
for (const edge of edges) {
  const ends = [edge.points[0], edge.points[edge.points.length - 1]];
  for (const end of ends) {
    const onABox = rects.some(r => onBorder(r.b, end));
    const onAnEdge = edges.some(other => other !== edge
        && other.points.some(q => near(end, q, 2)));
    if (!onABox && !onAnEdge) {
      problems.push(edgeName(edge) + ' ends at ' + end.x.toFixed(0) + ','
          + end.y.toFixed(0) + ', on no box');
    }
  }
  const crossed = new Set();
  for (const p of edge.points) {
    for (const r of classBoxes) {
      if (holds(r.b, p.x, p.y, 3)) {
        crossed.add(nameOf(r));
      }
    }
    for (const t of texts) {
      if (holds(t.b, p.x, p.y, 1)) {
        crossed.add('the text ' + quote(t.e));
      }
    }
  }
  for (const what of crossed) {
    problems.push(edgeName(edge) + ' crosses ' + what);
  }
}
for (let i = 0; i < edges.length; i++) {
  for (let j = i + 1; j < edges.length; j++) {
    // Two arrows may meet where they end; along more than 12 units they read as one line.
    let run = 0;
    let longest = 0;
    for (const p of edges[i].points) {
      run = edges[j].points.some(q => near(p, q, 2)) ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    if (longest > 6) {
      problems.push(edgeName(edges[i]) + ' runs along ' + edgeName(edges[j]));
    }
  }
}
return problems;
