package tabuleiro.grading.tournament.kit;

import java.io.PrintWriter;
import java.util.List;
import tabuleiro.grading.model.Progress;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.tournament.referee.Forfeit;
import tabuleiro.grading.tournament.referee.ForfeitReason;
import tabuleiro.grading.tournament.referee.GameRecord;

/**
 * Writes what the kit's tournament played: who played, who refereed, then one line per anchor
 * (won, drawn, lost, forfeits) and the first forfeit of each kind against each, with its
 * reason.
 */
public final class KitTable {

    /** The game's own header, in its words, for a game without colours. */
    private static final String HEADER = "tournament.header";

    /** Not instantiated. */
    private KitTable() {
    }

    /**
     * Writes the table.
     *
     * @param result what was played
     * @param title the game's name in the table's language
     * @param gamesPerColour the games with each colour against each anchor
     * @param seed the tournament's seed
     * @param texts the kit's tournament texts ({@link KitTournamentTexts}), in its language
     * @param out where it goes
     */
    public static void write(KitTournament.Result result, String title, int gamesPerColour,
            long seed, Texts texts, PrintWriter out) {
        // A game without colours (its players are seats around a bag) has a header of its own.
        Texts words = result.game().words(texts.language());
        boolean own = words.has(HEADER);
        out.println((own ? words : texts).text(own ? HEADER : "header", title,
                result.agentClass(), gamesPerColour, seed, KitTournament.MOVE_MILLIS,
                result.overageSeconds()));
        out.println(texts.text("referee"));
        out.println(words.text("tournament.anchors", result.game().cap()));
        out.println();
        List<String> headings = List.of(texts.text("column.anchor"), texts.text("column.won"),
                texts.text("column.drawn"), texts.text("column.lost"),
                texts.text("column.forfeits"));
        int first = headings.get(0).length();
        for (KitTournament.AnchorRecord record : result.anchors()) {
            first = Math.max(first, anchorName(record, texts).length());
        }
        StringBuilder heading = new StringBuilder(pad(headings.get(0), first));
        for (String column : headings.subList(1, headings.size())) {
            heading.append("  ").append(column);
        }
        out.println(heading);
        for (KitTournament.AnchorRecord record : result.anchors()) {
            int[] counts = {record.won(), record.drawn(), record.lost(), record.forfeits()};
            StringBuilder line = new StringBuilder(pad(anchorName(record, texts), first));
            for (int i = 0; i < counts.length; i++) {
                line.append("  ").append(String.format("%" + headings.get(i + 1).length() + "d",
                        counts[i]));
            }
            out.println(line);
        }
        for (KitTournament.AnchorRecord record : result.anchors()) {
            for (GameRecord game : record.firstForfeits()) {
                Forfeit why = game.forfeit().orElseThrow();
                Object detail = why == Forfeit.TIMEOUT ? KitTournament.MOVE_MILLIS
                        : ForfeitReason.said(game.reason(), texts.language());
                out.println(texts.text("first.forfeit", anchorName(record, texts),
                        game.number(), texts.text("forfeit." + why.name(), detail,
                                result.overageSeconds())));
            }
        }
        out.flush();
    }

    /**
     * A progress line of the kit's tournament: {@code grade}'s bracket and, once a game is
     * done, the time left at the pace so far.
     *
     * @param progress the games done of the total, and the time since the start
     * @param texts the kit's tournament texts ({@link KitTournamentTexts})
     * @return the line
     */
    public static String progressLine(Progress progress, Texts texts) {
        return progress.left().map(left -> texts.text("progress", progress.bracket(), left))
                .orElse(progress.bracket());
    }

    private static String anchorName(KitTournament.AnchorRecord record, Texts texts) {
        return texts.text("anchor." + record.anchor().name());
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(width - text.length());
    }
}
