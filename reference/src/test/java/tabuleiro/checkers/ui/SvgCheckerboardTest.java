package tabuleiro.checkers.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import tabuleiro.checkers.Board;
import tabuleiro.ui.Language;

/** Tests of the SVG picture of a checkers board: a well-formed document that shows the drawing. */
class SvgCheckerboardTest {

    /** The rule book's "Kings are drawn in capitals" board: B:WK1,22:B27. */
    private static final String KINGS =
            """
              1 2 3 4 5 6 7 8
            1   W   .   .   .
            2 .   .   .   .
            3   .   .   .   .
            4 .   .   .   .
            5   .   .   .   .
            6 .   w   .   .
            7   .   .   b   .
            8 .   .   .   .
            """;

    private final SvgCheckerboard picture = new SvgCheckerboard();

    /** Parses the picture as XML, which fails on a document that is not well formed. */
    private static Document parse(String svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    private static List<Element> elements(Document document, String name) {
        NodeList nodes = document.getElementsByTagName(name);
        List<Element> elements = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            elements.add((Element) nodes.item(i));
        }
        return elements;
    }

    /** The pieces drawn, as their symbols, row by row from the top. */
    private static List<String> pieces(Document document) {
        return elements(document, "g").stream().map(g -> g.getAttribute("data-piece")).toList();
    }

    private static String title(Document document) {
        return document.getElementsByTagName("title").item(0).getTextContent();
    }

    @Test
    void isAStandaloneSvgDocumentWith64SquaresTheDarkOnesNumbered() throws Exception {
        Document document = parse(picture.draw(KINGS));

        Element root = document.getDocumentElement();
        assertThat(root.getLocalName()).isEqualTo("svg");
        assertThat(root.getNamespaceURI()).isEqualTo("http://www.w3.org/2000/svg");
        assertThat(root.getAttribute("viewBox")).isEqualTo("0 0 432 432");
        List<Element> squares = elements(document, "rect");
        assertThat(squares).hasSize(64);
        // Row 1 starts with a light square; its first dark square is number 1.
        assertThat(squares.get(0).getAttribute("fill")).isEqualTo("#f1e3c6");
        assertThat(squares.get(1).getAttribute("fill")).isEqualTo("#7a5236");
        List<String> numbers = elements(document, "text").stream()
                .filter(text -> "10".equals(text.getAttribute("font-size")))
                .map(Element::getTextContent).toList();
        assertThat(numbers).hasSize(32).startsWith("1", "2", "3", "4", "5").endsWith("32");
    }

    @Test
    void drawsMenAsDiscsAndKingsWithAKing() throws Exception {
        Document document = parse(picture.draw(KINGS));

        assertThat(pieces(document)).containsExactly("W", "w", "b");
        List<Element> groups = elements(document, "g");
        assertThat(groups.get(0).getElementsByTagName("circle").getLength()).isEqualTo(2);
        assertThat(groups.get(0).getElementsByTagName("text").item(0).getTextContent())
                .isEqualTo("K");
        assertThat(((Element) groups.get(0).getElementsByTagName("circle").item(0))
                .getAttribute("fill")).isEqualTo("#fbf8f0");
        assertThat(groups.get(2).getElementsByTagName("circle").getLength()).isEqualTo(1);
        assertThat(((Element) groups.get(2).getElementsByTagName("circle").item(0))
                .getAttribute("fill")).isEqualTo("#1e1e1e");
        assertThat(title(document))
                .isEqualTo("Checkers board: White men on 22, kings on 1; Black men on 27");
    }

    @Test
    void drawsFenAndBoardsAsTheDrawingThatShowsThem() throws Exception {
        assertThat(picture.draw("B:WK1,22:B27")).isEqualTo(picture.draw(KINGS));
        assertThat(picture.draw(Board.initial())).isEqualTo(picture.draw(Board.initial().draw()));
        assertThat(pieces(parse(picture.draw(Board.initial())))).hasSize(24);
        assertThat(title(parse(picture.draw(new Board()))))
                .isEqualTo("Checkers board: White nothing; Black nothing");
        assertThat(title(parse(picture.draw("W:WK5:BK6,K7"))))
                .isEqualTo("Checkers board: White kings on 5; Black kings on 6 7");
    }

    @Test
    void refusesADrawingThatIsNotABoardAndSaysWhy() {
        assertThatNullPointerException().isThrownBy(() -> picture.draw((String) null));
        assertThatNullPointerException().isThrownBy(() -> picture.draw((Board) null));
        assertThatIllegalArgumentException().isThrownBy(() -> picture.draw("1 2 3"))
                .withMessageContaining("has 1 line");
        assertThatIllegalArgumentException().isThrownBy(() -> picture.draw("W:W99:B1"));
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(KINGS.replace("  1 2 3 4 5 6 7 8", "  1 2 3")))
                .withMessageContaining("\"1 2 3\"");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(KINGS.replace("2 .   .", "3 .   .")))
                .withMessageContaining("line 3").withMessageContaining("row 2");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(KINGS.replace("6 .   w", "6 w w w")))
                .withMessageContaining("row 6, column 2 is a light square");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(KINGS.replace("7   .   .   b", "7   .   .   x")))
                .withMessageContaining("row 7, column 6 is a dark square")
                .withMessageContaining("'x'");
    }

    @Test
    void isTheCheckersPicture() {
        assertThat(picture.game()).isEqualTo("checkers");
    }

    @Test
    void describesTheBoardInPortugueseByEachSidesMenAndKingsAndTheirSquares() throws Exception {
        String portuguese = picture.describe(KINGS, Language.PORTUGUESE);

        assertThat(portuguese).isEqualTo("Tabuleiro de damas: Brancas peões em 22, damas em 1;"
                + " Pretas peões em 27");
        assertThat(picture.describe(KINGS, Language.ENGLISH)).isNotEqualTo(portuguese)
                .isEqualTo(title(parse(picture.draw(KINGS))));
        assertThat(picture.describe("W:WK5:BK6,K7", Language.PORTUGUESE))
                .isEqualTo("Tabuleiro de damas: Brancas damas em 5; Pretas damas em 6 7");
        assertThat(picture.describe(new Board().draw(), Language.PORTUGUESE))
                .isEqualTo("Tabuleiro de damas: Brancas nenhuma peça; Pretas nenhuma peça");
        assertThatNullPointerException().isThrownBy(() -> picture.describe(KINGS, null));
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.describe("1 2 3", Language.PORTUGUESE))
                .withMessageContaining("has 1 line");
    }
}
