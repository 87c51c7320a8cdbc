package tabuleiro.qwirkle.ui;

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
import tabuleiro.qwirkle.Board;
import tabuleiro.ui.Language;

/** Tests of the SVG picture of a Qwirkle board: a well-formed document that shows the drawing. */
class SvgBoardTest {

    private static final String BOARD =
            """
               -1  0  1
            -1 B1 .. ..
             0 A1 A2 A3
            """;

    private final SvgBoard picture = new SvgBoard();

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

    /** The tiles drawn, each as the notation the picture writes on it. */
    private static List<String> tiles(Document document) {
        return elements(document, "g").stream().map(g -> g.getAttribute("data-tile")).toList();
    }

    private static List<String> texts(Document document) {
        return elements(document, "text").stream().map(Element::getTextContent).toList();
    }

    @Test
    void isAStandaloneSvgDocumentWithOneSquarePerSquareOfTheDrawing() throws Exception {
        Document document = parse(picture.draw(BOARD));

        Element root = document.getDocumentElement();
        assertThat(root.getLocalName()).isEqualTo("svg");
        assertThat(root.getNamespaceURI()).isEqualTo("http://www.w3.org/2000/svg");
        assertThat(root.getAttribute("viewBox")).isEqualTo("0 0 244 168");
        // 6 squares: 4 tiles (a black rect each) and 2 empty squares; the SQUARE shape is none.
        assertThat(elements(document, "rect")).hasSize(6);
        assertThat(elements(document, "rect").stream()
                .filter(rect -> rect.getAttribute("fill").equals("#1b1b1b"))).hasSize(4);
    }

    @Test
    void drawsEachTileWithItsNotationInReadingOrderAndKeepsTheDrawingsNumbers() throws Exception {
        Document document = parse(picture.draw(BOARD));

        assertThat(tiles(document)).containsExactly("B1", "A1", "A2", "A3");
        // Column numbers, row numbers, then the notation written on each tile.
        assertThat(texts(document)).containsExactly("-1", "0", "1", "-1", "B1", "0", "A1", "A2",
                "A3");
        assertThat(document.getElementsByTagName("title").item(0).getTextContent())
                .isEqualTo("Qwirkle board, rows -1 to 0, columns -1 to 1: 4 tiles,"
                        + " B1@-1,-1 A1@0,-1 A2@0,0 A3@0,1");
    }

    @Test
    void drawsEveryShapeInItsColour() throws Exception {
        String sixShapes =
                """
                  0  1  2  3  4  5
                0 A1 B2 C3 D4 E5 F6
                """;
        Document document = parse(picture.draw(sixShapes));

        assertThat(tiles(document)).containsExactly("A1", "B2", "C3", "D4", "E5", "F6");
        List<Element> groups = elements(document, "g");
        assertThat(child(groups.get(0), "circle").getAttribute("fill")).isEqualTo("#e8343f");
        assertThat(child(groups.get(1), "polygon").getAttribute("points").split(" "))
                .hasSize(12);
        assertThat(child(groups.get(1), "polygon").getAttribute("fill")).isEqualTo("#f68b1f");
        assertThat(child(groups.get(2), "polygon").getAttribute("points").split(" "))
                .hasSize(4);
        assertThat(child(groups.get(2), "polygon").getAttribute("fill")).isEqualTo("#f7d51d");
        assertThat(groups.get(3).getElementsByTagName("rect").getLength()).isEqualTo(2);
        assertThat(((Element) groups.get(3).getElementsByTagName("rect").item(1))
                .getAttribute("fill")).isEqualTo("#36b24a");
        assertThat(child(groups.get(4), "polygon").getAttribute("points").split(" "))
                .hasSize(16);
        assertThat(child(groups.get(4), "polygon").getAttribute("fill")).isEqualTo("#2f8fe0");
        assertThat(groups.get(5).getElementsByTagName("circle").getLength()).isEqualTo(5);
        assertThat(child(groups.get(5), "circle").getAttribute("fill")).isEqualTo("#a45bd0");
    }

    private static Element child(Element group, String name) {
        return (Element) group.getElementsByTagName(name).item(0);
    }

    @Test
    void readsEmptySquaresAsOneDotOrTwoAndTilesInEitherCase() throws Exception {
        Document document = parse(picture.draw("  0 1\n0 . a4\n"));

        assertThat(tiles(document)).containsExactly("A4");
        assertThat(texts(document)).containsExactly("0", "1", "0", "A4");
        assertThat(document.getElementsByTagName("title").item(0).getTextContent())
                .endsWith(": 1 tile, A4@0,1");
    }

    @Test
    void drawsAnEmptyBoardAsItsEmptySquares() throws Exception {
        Document document = parse(picture.draw("  0\n0 ..\n"));

        assertThat(tiles(document)).isEmpty();
        assertThat(elements(document, "rect")).hasSize(1);
        assertThat(document.getElementsByTagName("title").item(0).getTextContent())
                .isEqualTo("Qwirkle board, rows 0 to 0, columns 0 to 0: no tile");
    }

    @Test
    void drawsABoardWithTheMarginTheTextUiShows() throws Exception {
        Board board = Board.parse(BOARD);

        assertThat(picture.draw(board, 0)).isEqualTo(picture.draw(BOARD));
        Document document = parse(picture.draw(board, 1));
        assertThat(elements(document, "rect")).hasSize(5 * 4);
        assertThat(tiles(document)).containsExactly("B1", "A1", "A2", "A3");
        assertThatNullPointerException().isThrownBy(() -> picture.draw(null, 0));
        assertThatIllegalArgumentException().isThrownBy(() -> picture.draw(board, -1));
    }

    @Test
    void refusesADrawingThatIsNotABoardAndSaysWhy() {
        assertThatNullPointerException().isThrownBy(() -> picture.draw((String) null));
        assertThatIllegalArgumentException().isThrownBy(() -> picture.draw("  0 1 2"))
                .withMessageContaining("at least one row").withMessageContaining("has 1 line");
        assertThatIllegalArgumentException().isThrownBy(() -> picture.draw("\n"))
                .withMessageContaining("has 0 lines");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(BOARD.replace("   -1  0  1", "   -1  0  2")))
                .withMessageContaining("numbers the columns").withMessageContaining("-1 0 2");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(BOARD.replace("   -1  0  1", "   a  b  c")))
                .withMessageContaining("a b c");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(BOARD.replace(" 0 A1", " 1 A1")))
                .withMessageContaining("rows are numbered").withMessageContaining("-1 1");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(BOARD.replace("B1 .. ..", "B1 ..")))
                .withMessageContaining("line 2").withMessageContaining("3 squares");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(BOARD.replace("A2", "G7")))
                .withMessageContaining("0,0 is \"G7\"");
    }

    @Test
    void isTheQwirklePicture() {
        assertThat(picture.game()).isEqualTo("qwirkle");
    }

    @Test
    void describesTheBoardInPortugueseByEachTileAndItsSquare() throws Exception {
        String portuguese = picture.describe(BOARD, Language.PORTUGUESE);

        assertThat(portuguese).isEqualTo("Tabuleiro de Qwirkle, linhas -1 a 0, colunas -1 a 1:"
                + " 4 peças, B1@-1,-1 A1@0,-1 A2@0,0 A3@0,1");
        assertThat(picture.describe(BOARD, Language.ENGLISH)).isNotEqualTo(portuguese)
                .isEqualTo(parse(picture.draw(BOARD)).getElementsByTagName("title").item(0)
                        .getTextContent());
        assertThat(picture.describe(BOARD.replace("-1 B1 .. ..", "-1 .. .. F6"),
                Language.PORTUGUESE)).endsWith(": 4 peças, F6@-1,1 A1@0,-1 A2@0,0 A3@0,1");
        assertThat(picture.describe("  5\n7 ..", Language.PORTUGUESE))
                .isEqualTo("Tabuleiro de Qwirkle, linhas 7 a 7, colunas 5 a 5: nenhuma peça");
        assertThatNullPointerException().isThrownBy(() -> picture.describe(BOARD, null));
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.describe("-1 0", Language.PORTUGUESE))
                .withMessageContaining("at least one row");
    }
}
