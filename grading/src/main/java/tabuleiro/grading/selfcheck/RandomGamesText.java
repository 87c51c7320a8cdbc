package tabuleiro.grading.selfcheck;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tabuleiro.grading.model.Language;
import tabuleiro.grading.model.OwnScenarios;
import tabuleiro.grading.model.Texts;
import tabuleiro.grading.oracle.AnswerBook;
import tabuleiro.grading.report.feedback.ContractWords;
import tabuleiro.grading.selfcheck.RandomGames.Broken;
import tabuleiro.grading.selfcheck.RandomGames.Kind;
import tabuleiro.grading.selfcheck.RandomGames.Outcome;

/**
 * What the kit's random games found, as the student reads it in a terminal, in the kit's
 * language: a line of the count and the seed, then each broken game as the grader shows a
 * generated example (the seed, the moves, the board, what broke in words, what came, a
 * scenario to paste), and the one sentence on what the grader may still see that the kit
 * cannot.
 */
final class RandomGamesText {

    /** What precedes the reason of a move the engine did not play. */
    private static final String REFUSED = "refused: ";

    /** What precedes a contract's words in an answer. */
    private static final String CONTRACT = "AssertionError: ";

    /** A skeleton's stub message: group 1 its exercise, group 2 the method to write. */
    private static final Pattern STUB = Pattern.compile(
            "Exercise (\\d+): implement ([\\w$]+\\.[\\w$]+)");

    /** A rule's ID, as the catalogue writes it: a hidden rule's mark is not one. */
    private static final Pattern RULE = Pattern.compile("[A-Z0-9]+-\\d+");

    private final Texts words;
    private final Texts questions;
    private final String again;
    private final String ownFolder;
    private final String game;
    private final GameTexts own;
    private final Map<String, String> rules;

    /**
     * Creates the text in a language.
     *
     * @param language the language the student reads
     * @param again the command that plays the same games again, with the options that chose
     *     them
     * @param ownFolder the folder of the student's own scenarios, where a scenario is pasted
     * @param game the game's package name, such as {@code GAME} in {@code tabuleiro.GAME}: which
     *     scenarios of its probe reproduce a break ({@link RandomGames#paste})
     */
    RandomGamesText(Language language, String again, String ownFolder, String game) {
        this(language, again, ownFolder, game, Map.of());
    }

    /**
     * Creates the text in a language, each broken game headed by the rule of the key that broke
     * it, as the grader charges a break of its own random games.
     *
     * @param language the language the student reads
     * @param again the command that plays the same games again
     * @param ownFolder the folder of the student's own scenarios
     * @param game the game's package name
     * @param rules the rule of each probe key the kit shows ({@link AnswerBook#rules}); a key
     *     it leaves out heads its game with no rule
     */
    RandomGamesText(Language language, String again, String ownFolder, String game,
            Map<String, String> rules) {
        this.words = Texts.of(CheckTexts.class, language);
        this.questions = Texts.of(AnswerTexts.class, language);
        this.again = again;
        this.ownFolder = ownFolder;
        this.game = game;
        this.own = new GameTexts(game, language);
        this.rules = Map.copyOf(rules);
    }

    /**
     * A stub's message in the check's words: the skeleton writes it in English ("Exercise 3:
     * implement Rules.jumps"), which a Portuguese check would otherwise quote among its own.
     *
     * @param message the stub's message
     * @return its exercise and method, "exercise 3: Rules.jumps", or the message as it is
     */
    private String stub(String message) {
        Matcher stub = STUB.matcher(message.strip());
        return stub.matches() ? questions.text("answers.exercise",
                Integer.parseInt(stub.group(1))) + ": " + stub.group(2) : message;
    }

    /**
     * Writes what the random games found.
     *
     * @param outcome what they found
     * @return the text, lines ending in a line break
     */
    String of(Outcome outcome) {
        StringBuilder text = new StringBuilder();
        if (outcome.broken().isEmpty() && outcome.stopped() == 0) {
            text.append(words.text("random.none", outcome.games(), String.valueOf(
                    outcome.seed()))).append('\n');
        } else if (outcome.broken().isEmpty()) {
            text.append(words.text("random.none.stopped", outcome.games(), String.valueOf(
                    outcome.seed()), outcome.games() - outcome.stopped())).append('\n');
        } else {
            text.append(words.text("random.broken", outcome.games(),
                    String.valueOf(outcome.seed()), outcome.broken().size())).append('\n');
        }
        if (!outcome.broken().isEmpty() || outcome.stopped() > 0) {
            outcome.notWritten().forEach((stub, games) -> text.append(words.text(
                    "random.stopped", games, stub(stub))).append('\n'));
        }
        text.append(words.text("random.grader")).append('\n');
        for (Broken broken : outcome.broken()) {
            text.append('\n').append("-".repeat(78)).append('\n');
            String heading = broken.unshrunk() == broken.moves().size()
                    ? words.text("random.game.unshrunk", broken.game(),
                            String.valueOf(broken.seed()), broken.moves().size())
                    : words.text("random.game", broken.game(), String.valueOf(broken.seed()),
                            broken.unshrunk(), broken.moves().size());
            text.append(headed(heading, broken.key())).append("\n\n");
            text.append(what(broken)).append('\n');
            String[] start = broken.start().strip().split("\\s+");
            if (start.length == 2) {
                text.append(words.text("random.start", start[1], broken.start())).append('\n');
            } else if (start.length > 2) {
                text.append(words.text("random.start.end", start[2], broken.start()))
                        .append('\n');
            }
            text.append(words.text("random.moves", broken.moves().isEmpty() ? "-"
                    : String.join(" ", broken.moves()))).append('\n');
            if (!broken.board().isEmpty()) {
                text.append(words.text("random.board", broken.board())).append('\n');
            }
            text.append(words.text("random.asked", question(broken), broken.question()
                    + (broken.question().startsWith("play") ? "" : ": " + broken.key())))
                    .append('\n');
            text.append(words.text("random.came", came(broken.answer()).replace("\n", " | ")))
                    .append('\n');
            text.append(scenario(broken));
            text.append(words.text("random.again", again)).append('\n');
        }
        return text.toString();
    }

    /**
     * A broken game's heading with the rule its key is charged to, as the games with the
     * reference's answers head theirs ({@code ### GAME-07 — ...}): the rule the grader
     * charges such a break to, on the same line the student's eye finds it.
     */
    private String headed(String heading, String key) {
        String rule = rules.get(key);
        if (rule == null || !RULE.matcher(rule).matches() || !heading.startsWith("### ")) {
            return heading;
        }
        return "### " + rule + " — " + heading.substring("### ".length());
    }

    /**
     * The scenario to paste that reproduces the break, with the sentence that says why it
     * does, or the sentence that says none is offered. Written by the student's engine, whose
     * answers are the ones in doubt, a scenario is printed only where it fails on that engine
     * by itself and passes once the engine is right: a property's, whose Then states the rule's
     * answer of the game its set-up plays (the moves the engine listed, which the kit cannot
     * tell legal, and says so); none where a scenario of these moves would end with the
     * engine's own answer, or with none, and pass. A move the engine listed and did not play
     * is either legal, and must be played, or not, and must not be listed: the kit cannot tell
     * which, so it prints the
     * scenario of each answer under the answer it stands for ({@link RandomGames#pastes}),
     * never one alone as the scenario to paste, which would stay red after the right fix where
     * the rule book gives the other.
     */
    private String scenario(Broken broken) {
        RandomGames.Paste paste = RandomGames.paste(game, broken);
        if (paste == RandomGames.Paste.STEPS) {
            return steps(broken);
        }
        String pasteable = OwnScenarios.pasteable(words.language() == Language.PORTUGUESE
                ? broken.scenarioPt() : broken.scenarioEn(), "");
        String scenario = paste == RandomGames.Paste.WHOLE ? pasteable : "";
        if (scenario.isBlank()) {
            return words.text("random.scenario.none") + "\n";
        }
        StringBuilder text = new StringBuilder();
        text.append(words.text("random.scenario.whole", ownFolder)).append("\n\n");
        indented(text, scenario);
        if (!broken.moves().isEmpty()) {
            text.append(words.text("random.scenario.whole.setup")).append("\n");
        }
        return text.toString();
    }

    /** The two scenarios of a move listed and not played, each under its answer. */
    private String steps(Broken broken) {
        RandomGames.Pastes pastes = RandomGames.pastes(game, broken, words.language());
        if (pastes.ifLegal().isBlank()) {
            return words.text("random.scenario.none") + "\n";
        }
        String move = broken.question().substring("play ".length());
        StringBuilder text = new StringBuilder();
        text.append(words.text("random.scenario", ownFolder, move)).append("\n\n");
        text.append(words.text("random.scenario.legal", move)).append("\n\n");
        indented(text, pastes.ifLegal());
        if (pastes.ifNotLegal().isBlank()) {
            text.append(words.text("random.scenario.illegal.none", move)).append("\n\n");
        } else {
            text.append(words.text("random.scenario.illegal", move)).append("\n\n");
            indented(text, pastes.ifNotLegal());
        }
        return text.append(words.text("random.scenario.setup", move)).append("\n").toString();
    }

    private static void indented(StringBuilder text, String scenario) {
        scenario.strip().lines().forEach(line -> text.append("    ").append(line).append('\n'));
        text.append('\n');
    }

    /**
     * What the engine answered, a contract's words in the student's language where the
     * grader's twins know them (the skeleton words its contracts in English).
     */
    private String came(String answer) {
        if (words.language() == Language.ENGLISH) {
            return answer;
        }
        // The probe's word for a move the engine did not play, in the student's language.
        if (answer.startsWith(REFUSED)) {
            return words.text("random.refused") + came(answer.substring(REFUSED.length()));
        }
        int contract = answer.indexOf(CONTRACT);
        if (contract < 0) {
            return answer;
        }
        String message = answer.substring(contract + CONTRACT.length());
        return answer.substring(0, contract + CONTRACT.length())
                + ContractWords.say(message, words.language());
    }

    /**
     * The question that broke, in words: a move played, or what an observation asks, in the
     * game's own words first (a property's, a question of its probe alone), then the shared.
     */
    private String question(Broken broken) {
        if (broken.question().startsWith("play")) {
            return questions.text("question.play");
        }
        return own.property(broken.key())
                .map(property -> questions.text("question.property", property))
                .or(() -> own.text("question." + broken.key()))
                .orElseGet(() -> questions.has("question." + broken.key())
                        ? questions.text("question." + broken.key())
                        : questions.text("question", broken.key()));
    }

    /** What broke, in words: a property's in the game's own. */
    private String what(Broken broken) {
        String kind = "random.kind." + broken.kind().name();
        if (broken.kind() == Kind.PROPERTY) {
            return words.text(kind, own.property(broken.key())
                    .orElse(broken.key()));
        }
        return words.text(kind, broken.key());
    }
}
