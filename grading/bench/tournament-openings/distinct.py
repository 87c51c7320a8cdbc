# The distinct games of each pair, and the ranking, of tournament output folders: games move for
# move the same, with the same seats and end, count once (as tournament.md counts them).
# Usage: python3 distinct.py OUT...
import csv, sys, collections
for d in sys.argv[1:]:
    games = list(csv.DictReader(open(f"{d}/games.csv", newline='')))
    pairs = collections.defaultdict(list)
    for g in games:
        pairs[tuple(sorted((g['first'], g['second'])))].append((g['first'], g['second'], g['moves'], g['winner'], g['forfeit']))
    rank = [r['player'] + "(" + r['points'] + ")" for r in csv.DictReader(open(f"{d}/tournament.csv", newline=''))]
    print(d, "games", len(games), "forfeits", sum(1 for g in games if g['forfeit']))
    print("  ranking:", " > ".join(rank))
    for p, gs in sorted(pairs.items()):
        print(f"  {p[0]} - {p[1]}: {len(set(gs))} distinct of {len(gs)}")
