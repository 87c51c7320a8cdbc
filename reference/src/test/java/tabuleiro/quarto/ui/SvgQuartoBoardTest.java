package tabuleiro.quarto.ui;

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
import tabuleiro.quarto.Board;
import tabuleiro.quarto.BoardText;
import tabuleiro.ui.Language;

/** Tests of the SVG picture of a Quarto board: a well-formed document that shows the drawing. */
class SvgQuartoBoardTest {

    private static final String BOARD =
            """
            #__A__#__B__#__C__#__D__#
            1 (B! | [P; | (P! |     1
            2     | (p; |     |     2
            3     |     | [b! |     3
            4     |     |     |     4
            #__A__#__B__#__C__#__D__#
            """;

    private final SvgQuartoBoard picture = new SvgQuartoBoard();

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

    /** The pieces drawn, as their notation, row by row from A1. */
    private static List<String> pieces(Document document) {
        return elements(document, "g").stream().map(g -> g.getAttribute("data-piece")).toList();
    }

    private static Element shape(Element group) {
        return (Element) group.getFirstChild().getNextSibling();
    }

    @Test
    void isAStandaloneSvgDocumentWithSixteenSquares() throws Exception {
        Document document = parse(picture.draw(BOARD));

        Element root = document.getDocumentElement();
        assertThat(root.getLocalName()).isEqualTo("svg");
        assertThat(root.getNamespaceURI()).isEqualTo("http://www.w3.org/2000/svg");
        assertThat(root.getAttribute("viewBox")).isEqualTo("0 0 398 398");
        assertThat(elements(document, "circle").stream()
                .filter(circle -> circle.getAttribute("fill").equals("#a87d50"))).hasSize(16);
    }

    @Test
    void drawsEachPieceWithItsFourTraitsAndItsNotation() throws Exception {
        Document document = parse(picture.draw(BOARD));

        assertThat(pieces(document)).containsExactly("(B!", "[P;", "(P!", "(p;", "[b!");
        List<Element> groups = elements(document, "g");
        // (B!: tall, light, round, solid.
        Element tallLightRound = (Element) groups.get(0).getElementsByTagName("circle").item(0);
        assertThat(tallLightRound.getAttribute("r")).isEqualTo("28");
        assertThat(tallLightRound.getAttribute("fill")).isEqualTo("#f7ecd7");
        assertThat(groups.get(0).getElementsByTagName("circle").getLength()).isEqualTo(1);
        // [P;: tall, dark, square, hollow.
        Element tallDarkSquare = (Element) groups.get(1).getElementsByTagName("rect").item(0);
        assertThat(tallDarkSquare.getAttribute("width")).isEqualTo("56");
        assertThat(tallDarkSquare.getAttribute("fill")).isEqualTo("#5a3418");
        assertThat(((Element) groups.get(1).getElementsByTagName("circle").item(0))
                .getAttribute("class")).isEqualTo("hole");
        // (p;: short, dark, round, hollow; [b!: short, light, square, solid.
        assertThat(((Element) groups.get(3).getElementsByTagName("circle").item(0))
                .getAttribute("r")).isEqualTo("18");
        assertThat(groups.get(3).getElementsByTagName("circle").getLength()).isEqualTo(2);
        assertThat(((Element) groups.get(4).getElementsByTagName("rect").item(0))
                .getAttribute("width")).isEqualTo("36");
        assertThat(groups.get(4).getElementsByTagName("text").item(0).getTextContent())
                .isEqualTo("[b!");
        assertThat(document.getElementsByTagName("title").item(0).getTextContent())
                .isEqualTo("Quarto board: 5 pieces, (B! on A1, [P; on B1, (P! on C1, (p; on B2,"
                        + " [b! on C3");
    }

    @Test
    void readsTheRowLinesAloneAndDrawsABoardAsItsTextBoard() throws Exception {
        String rowsOnly = BOARD.lines().filter(line -> !line.startsWith("#"))
                .reduce("", (text, line) -> text + line + "\n");

        assertThat(picture.draw(rowsOnly)).isEqualTo(picture.draw(BOARD));
        Board board = BoardText.parse(BOARD);
        assertThat(picture.draw(board)).isEqualTo(picture.draw(BOARD));
    }

    @Test
    void drawsAnEmptyBoardAndSaysSo() throws Exception {
        Document document = parse(picture.draw(BoardText.render(new Board())));

        assertThat(pieces(document)).isEmpty();
        assertThat(document.getElementsByTagName("title").item(0).getTextContent())
                .isEqualTo("Quarto board: no piece");
    }

    @Test
    void refusesADrawingThatIsNotABoardAndSaysWhy() {
        assertThatNullPointerException().isThrownBy(() -> picture.draw((String) null));
        assertThatNullPointerException().isThrownBy(() -> picture.draw((Board) null));
        assertThatIllegalArgumentException().isThrownBy(() -> picture.draw("1 (B! | 1"))
                .withMessageContaining("four cells").withMessageContaining("\"1 (B! | 1\"");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(BOARD.replace("2     | (p;", "2     | (p;")
                        .replace("3     |     | [b! |     3", "2     |     | [b! |     2")))
                .withMessageContaining("row 2 comes where row 3 should");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(BOARD.replace("4     |     |     |     4\n", "")))
                .withMessageContaining("this one has 3");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(BOARD.replace("[b!", "(x!")))
                .withMessageContaining("C3 holds \"(x!\"");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(BOARD.replace("[b!", "(B!")))
                .withMessageContaining("(B! twice");
    }

    @Test
    void isTheQuartoPicture() {
        assertThat(picture.game()).isEqualTo("quarto");
    }

    @Test
    void describesTheBoardInPortugueseByEachPieceAndItsSquare() throws Exception {
        String portuguese = picture.describe(BOARD, Language.PORTUGUESE);

        assertThat(portuguese).isEqualTo("Tabuleiro do Quarto: 5 peças, (B! em A1, [P; em B1,"
                + " (P! em C1, (p; em B2, [b! em C3");
        assertThat(picture.describe(BOARD, Language.ENGLISH)).isNotEqualTo(portuguese)
                .isEqualTo(parse(picture.draw(BOARD)).getElementsByTagName("title").item(0)
                        .getTextContent());
        assertThat(picture.describe(BOARD.replace("(P! |     1", "    |     1")
                .replace("2     | (p;", "2     |    "), Language.PORTUGUESE))
                .isEqualTo("Tabuleiro do Quarto: 3 peças, (B! em A1, [P; em B1, [b! em C3");
        assertThat(picture.describe(BoardText.render(new Board()), Language.PORTUGUESE))
                .isEqualTo("Tabuleiro do Quarto: nenhuma peça");
        assertThatNullPointerException().isThrownBy(() -> picture.describe(BOARD, null));
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.describe("1 (B! | 1", Language.PORTUGUESE))
                .withMessageContaining("four cells");
    }
}
