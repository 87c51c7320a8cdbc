package tabuleiro.rulebook.site;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the rule book site's templates ({@code src/main/jte}) show: plain values only, which the
 * templates escape wherever they write them; no page is given markup to write as it is, but
 * for the portable site's markers ({@link Markers}), which are built from checked IDs.
 */
final class SiteModel {

    private static final Pattern MARKED = Pattern.compile("\"([^\"]*)\"|<([^<>]+)>|`([^`]*)`");

    private SiteModel() {
    }

    /**
     * Splits a step's text (or a catalogue's cell) into plain text, quoted values, an outline's
     * placeholders and code.
     *
     * @param text the text
     * @return its pieces, in order
     */
    static List<Segment> segments(String text) {
        List<Segment> segments = new ArrayList<>();
        Matcher matcher = MARKED.matcher(text);
        int at = 0;
        while (matcher.find()) {
            if (matcher.start() > at) {
                segments.add(new Segment(text.substring(at, matcher.start()), Kind.TEXT));
            }
            if (matcher.group(1) != null) {
                segments.add(new Segment(matcher.group(1), Kind.QUOTED));
            } else if (matcher.group(2) != null) {
                segments.add(new Segment(matcher.group(2), Kind.PLACEHOLDER));
            } else {
                segments.add(new Segment(matcher.group(3), Kind.CODE));
            }
            at = matcher.end();
        }
        if (at < text.length()) {
            segments.add(new Segment(text.substring(at), Kind.TEXT));
        }
        return segments;
    }

    /** What a piece of text is. */
    enum Kind {
        /** Plain words. */
        TEXT,
        /** A value between double quotes, shown with its quotes as code. */
        QUOTED,
        /** An outline's {@code <placeholder>}, filled in from its Examples. */
        PLACEHOLDER,
        /** Code between backquotes, in a catalogue's cell. */
        CODE
    }

    /**
     * A piece of text.
     *
     * @param text its words
     * @param kind what it is
     */
    record Segment(String text, Kind kind) {

        /**
         * Tells whether the piece is plain words.
         *
         * @return {@code true} for {@link Kind#TEXT}
         */
        boolean plain() {
            return kind == Kind.TEXT;
        }

        /**
         * Tells whether the piece is a quoted value.
         *
         * @return {@code true} for {@link Kind#QUOTED}
         */
        boolean quoted() {
            return kind == Kind.QUOTED;
        }

        /**
         * Tells whether the piece is an outline's placeholder.
         *
         * @return {@code true} for {@link Kind#PLACEHOLDER}
         */
        boolean placeholder() {
            return kind == Kind.PLACEHOLDER;
        }
    }

    /**
     * The words of the pages in one language.
     *
     * @param lang the language's tag, {@code en} or {@code pt}
     * @param language the language's own name
     * @param rule "Rule"
     * @param hidden what marks a hidden rule
     * @param catalogue the heading of the catalogue's entry
     * @param source "Source in the brief"
     * @param variant "Variant"
     * @param graded the heading of the exercises that grade a rule
     * @param points "points"
     * @param of "of the exercise's"
     * @param contracts the heading of the methods' contracts
     * @param contractsStudent what the student's site says instead of links to the contracts
     * @param slides the heading of the slides
     * @param examples "Examples"
     * @param background "Background"
     * @param board "The board as the rule book writes it"
     * @param chapters "Chapters"
     * @param exercises "Exercises"
     * @param booklet "The rule book as a booklet, to print"
     * @param catalogueLink the name of the catalogue's page
     * @param noRule "No exercise grades this rule"
     */
    record Labels(String lang, String language, String rule, String hidden, String catalogue,
            String source, String variant, String graded, String points, String of,
            String contracts, String contractsStudent, String slides, String examples,
            String background, String board, String chapters, String exercises, String booklet,
            String catalogueLink, String noRule) {

        static final Labels EN = new Labels("en", "English", "Rule",
                "Hidden rule: graded, but not shown to students", "In the rule catalogue",
                "Source in the brief", "Variant", "Graded by", "points", "of the exercise's",
                "The contracts its steps rely on",
                "Its steps rely on these methods; their contracts are in your skeleton's Javadoc",
                "Taught on the slides", "Examples", "Background",
                "The board as the rule book writes it", "Chapters", "Exercises",
                "The whole rule book as a booklet, to print", "The rule catalogue",
                "No exercise grades this rule");

        static final Labels PT = new Labels("pt", "Português", "Regra",
                "Regra escondida: avaliada, mas não mostrada aos estudantes",
                "A regra", "Fonte no enunciado", "Variante", "Avaliada por",
                "pontos", "dos pontos do exercício, que são", "Os contratos em que os seus passos"
                        + " se apoiam",
                "Os seus passos apoiam-se nestes métodos; os contratos estão no Javadoc do seu"
                        + " esqueleto",
                "Ensinada nos diapositivos", "Exemplos", "Contexto",
                "O tabuleiro como o livro de regras o escreve", "Capítulos", "Exercícios",
                "O livro de regras inteiro, para imprimir", "O catálogo de regras, em inglês",
                "Nenhum exercício avalia esta regra");
    }

    /**
     * A link.
     *
     * @param text its words
     * @param href where it goes, relative to the page
     */
    record Link(String text, String href) {
    }

    /**
     * A board drawn.
     *
     * @param src the picture, relative to the page
     * @param description its text equivalent in English, built from the position
     * @param descriptionPt the same in Portuguese
     * @param text the position as the rule book writes it
     */
    record Board(String src, String description, String descriptionPt, String text) {

        /**
         * The text equivalent in a side's language, for the picture's {@code alt}.
         *
         * @param labels the side's labels
         * @return the Portuguese description on a Portuguese side, else the English one
         */
        String alt(Labels labels) {
            return labels.lang().equals(Labels.PT.lang()) ? descriptionPt : description;
        }
    }

    /**
     * A table with a header row.
     *
     * @param caption what it is, such as "Examples"; empty for a step's data table
     * @param header the columns' names
     * @param rows the rows
     */
    record Table(String caption, List<String> header, List<List<String>> rows) {
    }

    /**
     * A step set out.
     *
     * @param keyword its keyword
     * @param text its text, in pieces
     * @param board the board its doc string draws, if it is one
     * @param docText its doc string shown as text, when it is no board
     * @param table its data table
     * @param positions the boards its quoted values draw (a FEN), if any
     */
    record Step(String keyword, List<Segment> text, Optional<Board> board,
            Optional<String> docText, Optional<Table> table, List<Board> positions) {
    }

    /**
     * A scenario or an outline.
     *
     * @param keyword its keyword
     * @param name its title
     * @param description the text under it
     * @param tags its own tags
     * @param steps its steps
     * @param tables an outline's Examples
     */
    record Example(String keyword, String name, String description, List<String> tags,
            List<Step> steps, List<Table> tables) {
    }

    /**
     * A Rule block in one language.
     *
     * @param keyword {@code Rule} or {@code Regra}
     * @param name its title
     * @param description the text under it
     * @param tags its tags other than rule IDs and exercises
     * @param chapter the chapter it is in, linked to the game's page
     * @param background its Background's steps (and the chapter's)
     * @param examples its examples
     */
    record Block(String keyword, String name, String description, List<String> tags,
            Link chapter, List<Step> background, List<Example> examples) {
    }

    /**
     * One exercise that grades a rule.
     *
     * @param link the exercise on the game's page
     * @param points what the rule earns in it
     * @param total what the exercise is worth
     */
    record Grade(Link link, String points, String total) {
    }

    /**
     * A rule's page, in one language: one side of the page.
     *
     * @param labels the words of the language
     * @param title the rule's title (its first block's)
     * @param catalogue the catalogue's statement of the rule, in pieces
     * @param source the catalogue's source, in pieces
     * @param variant the catalogue's variant
     * @param catalogueLink the rule's row in the site's copy of the catalogue
     * @param grades the exercises that grade it
     * @param methods the contracts its steps rely on, linked or, in the student's site, named
     * @param slides the slides that teach it
     * @param blocks its Rule blocks
     */
    record RuleSide(Labels labels, String title, List<Segment> catalogue, List<Segment> source,
            String variant, Link catalogueLink, List<Grade> grades, List<Link> methods,
            List<Link> slides, List<Block> blocks) {
    }

    /**
     * A rule's page.
     *
     * @param frame the page's frame
     * @param id the rule's ID
     * @param hidden whether a scheme hides it from students
     * @param sides its English and Portuguese sides
     */
    record RulePage(Frame frame, String id, boolean hidden, List<RuleSide> sides) {
    }

    /**
     * What every page shares.
     *
     * @param title the page's title
     * @param lang the page's language
     * @param root the path from the page to the site's root, {@code ""} or {@code "../"}
     * @param crumbs the links above the title, from the site's root
     * @param bilingual whether the page has the language switch
     * @param portable whether it is the portable site: no link out of itself, and markers
     */
    record Frame(String title, String lang, String root, List<Link> crumbs, boolean bilingual,
            boolean portable) {
    }

    /**
     * A rule as a game's page lists it.
     *
     * @param id its ID
     * @param title its title
     * @param href its page
     * @param hidden whether it is hidden
     * @param ordinal which Rule block of its ID it is, from 1: an ID may head two
     */
    record RuleEntry(String id, String title, String href, boolean hidden, int ordinal) {
    }

    /**
     * A chapter as a game's page lists it, in one language.
     *
     * @param file its file's name, the chapter's anchor
     * @param name its title
     * @param description the text under it
     * @param rules its rules
     */
    record ChapterEntry(String file, String name, String description, List<RuleEntry> rules) {
    }

    /**
     * An exercise as a game's page lists it, in one language.
     *
     * @param id its ID, the anchor
     * @param title its title
     * @param points what it is worth
     * @param rules its rules, each with the points it earns
     */
    record ExerciseEntry(String id, String title, String points, List<Grade> rules) {
    }

    /**
     * A game's page, in one language.
     *
     * @param labels the words of the language
     * @param title the game's name
     * @param chapters its chapters
     * @param exercises its exercises
     * @param booklet its booklet in this language
     * @param catalogue the catalogue's page
     */
    record GameSide(Labels labels, String title, List<ChapterEntry> chapters,
            List<ExerciseEntry> exercises, Link booklet, Link catalogue) {
    }

    /**
     * A game's page.
     *
     * @param frame the page's frame
     * @param sides its English and Portuguese sides
     */
    record GamePage(Frame frame, List<GameSide> sides) {
    }

    /**
     * A chapter in the booklet: its title and its rules in full.
     *
     * @param id its anchor
     * @param name its title
     * @param description the text under it
     * @param rules its rules: ID, hidden, and block
     * @param loose its scenarios outside any Rule
     */
    record BookChapter(String id, String name, String description, List<BookRule> rules,
            List<Example> loose) {
    }

    /**
     * A rule in the booklet.
     *
     * @param ids its IDs
     * @param hidden whether it is hidden
     * @param block its block
     */
    record BookRule(List<String> ids, boolean hidden, Block block) {
    }

    /**
     * One game's rule book as a booklet, in one language.
     *
     * @param frame the page's frame
     * @param labels the words of the language
     * @param title the game's name
     * @param chapters its chapters in full
     */
    record BookPage(Frame frame, Labels labels, String title, List<BookChapter> chapters) {
    }

    /**
     * A game's rule catalogue.
     *
     * @param frame the page's frame
     * @param title the catalogue's heading
     * @param file the catalogue's file in the repository
     * @param rows its rules: ID (also the row's anchor), rule, source, variant
     */
    record CataloguePage(Frame frame, String title, String file, List<CatalogueRow> rows) {
    }

    /**
     * A row of the catalogue.
     *
     * @param id the rule's ID
     * @param href the rule's page
     * @param rule the rule, in pieces
     * @param source its source, in pieces
     * @param variant its variant
     */
    record CatalogueRow(String id, String href, List<Segment> rule, List<Segment> source,
            String variant) {
    }

    /**
     * A game on the front page.
     *
     * @param game its command name
     * @param text its name in English and Portuguese
     * @param href its page
     */
    record GameLink(String game, String text, String href) {
    }

    /**
     * The site's front page.
     *
     * @param frame the page's frame
     * @param games each game's page, in English and Portuguese
     * @param rules how many rule pages there are; 0 on the portable site, which a reader may
     *     cut down to some games and rules
     */
    record HomePage(Frame frame, List<GameLink> games, int rules) {
    }
}
