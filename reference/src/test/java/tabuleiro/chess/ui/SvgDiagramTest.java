package tabuleiro.chess.ui;

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
import tabuleiro.chess.Fen;
import tabuleiro.chess.Position;
import tabuleiro.ui.Language;

/** Tests of the SVG chess diagram: a well-formed document that shows the drawn position. */
class SvgDiagramTest {

    private static final String CASTLING =
            """
              a b c d e f g h
            8 . . . . k . . . 8
            7 . . . . . . . . 7
            6 . . . . . . . . 6
            5 . . . . . . . . 5
            4 . . . . . . . . 4
            3 . . . . n . . . 3
            2 . . . . . . . . 2
            1 R . . . K . . R 1
              a b c d e f g h
            """;

    private final SvgDiagram picture = new SvgDiagram();

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

    /** The pieces drawn, as their FEN letters, from rank 8 down and a to h. */
    private static List<String> pieces(Document document) {
        return elements(document, "text").stream().filter(text -> text.hasAttribute("data-piece"))
                .map(text -> text.getAttribute("data-piece")).toList();
    }

    /** A chess symbol followed by the variation selector that asks for text, not an emoji. */
    private static String symbol(int codePoint) {
        return new String(new int[] {codePoint, 0xFE0E}, 0, 2);
    }

    private static String title(Document document) {
        return document.getElementsByTagName("title").item(0).getTextContent();
    }

    @Test
    void isAStandaloneSvgDocumentWith64SquaresA1Dark() throws Exception {
        Document document = parse(picture.draw(CASTLING));

        Element root = document.getDocumentElement();
        assertThat(root.getLocalName()).isEqualTo("svg");
        assertThat(root.getNamespaceURI()).isEqualTo("http://www.w3.org/2000/svg");
        assertThat(root.getAttribute("viewBox")).isEqualTo("0 0 434 434");
        List<Element> squares = elements(document, "rect");
        assertThat(squares).hasSize(64);
        // Drawn from a8 to h1: a8 is light, h8 dark, a1 (the 57th) dark, h1 light.
        assertThat(squares.get(0).getAttribute("fill")).isEqualTo("#f0d9b5");
        assertThat(squares.get(7).getAttribute("fill")).isEqualTo("#b58863");
        assertThat(squares.get(56).getAttribute("fill")).isEqualTo("#b58863");
        assertThat(squares.get(63).getAttribute("fill")).isEqualTo("#f0d9b5");
    }

    @Test
    void drawsEachPieceWhiteOrBlackAndListsThemInTheTitle() throws Exception {
        Document document = parse(picture.draw(CASTLING));

        assertThat(pieces(document)).containsExactly("k", "n", "R", "K", "R");
        List<Element> drawn = elements(document, "text").stream()
                .filter(text -> text.hasAttribute("data-piece")).toList();
        assertThat(drawn.get(0).getAttribute("fill")).isEqualTo("#000000");
        assertThat(drawn.get(0).getTextContent()).isEqualTo(symbol(0x265A));
        assertThat(drawn.get(1).getTextContent()).isEqualTo(symbol(0x265E));
        assertThat(drawn.get(2).getAttribute("fill")).isEqualTo("#ffffff");
        assertThat(drawn.get(2).getTextContent()).isEqualTo(symbol(0x265C));
        assertThat(title(document))
                .isEqualTo("Chess diagram: White rook a1, king e1, rook h1; Black knight e3,"
                        + " king e8");
    }

    @Test
    void drawsEveryKindOfPieceFromTheStartingPosition() throws Exception {
        Document document = parse(picture.draw(BoardView.draw(Position.start())));

        assertThat(pieces(document)).hasSize(32).startsWith("r", "n", "b", "q", "k", "b", "n",
                "r", "p").endsWith("P", "R", "N", "B", "Q", "K", "B", "N", "R");
        assertThat(elements(document, "text").stream().map(Element::getTextContent)
                .filter(text -> text.length() == 2).distinct()).hasSize(6);
        // Eight rank numbers and eight file letters label the board.
        assertThat(elements(document, "text").stream()
                .filter(text -> !text.hasAttribute("data-piece"))).hasSize(16);
    }

    @Test
    void drawsFenAndPositionsAsTheBoardThatShowsThem() {
        String fen = "4k3/8/8/8/8/4n3/8/R3K2R w KQ - 0 1";
        Position position = Fen.parse(fen);

        assertThat(picture.draw(fen)).isEqualTo(picture.draw(CASTLING));
        assertThat(picture.draw(position)).isEqualTo(picture.draw(BoardView.draw(position)));
    }

    @Test
    void drawsAnEmptyBoardAndSaysSo() throws Exception {
        String empty = CASTLING.replaceAll("[kKnR]", ".");
        Document document = parse(picture.draw(empty));

        assertThat(pieces(document)).isEmpty();
        assertThat(title(document)).isEqualTo("Chess diagram: White nothing; Black nothing");
    }

    @Test
    void refusesADrawingThatIsNotABoardAndSaysWhy() {
        assertThatNullPointerException().isThrownBy(() -> picture.draw((String) null));
        assertThatNullPointerException().isThrownBy(() -> picture.draw((Position) null));
        assertThatIllegalArgumentException().isThrownBy(() -> picture.draw("a b c"))
                .withMessageContaining("has 1 line");
        assertThatIllegalArgumentException().isThrownBy(() -> picture.draw("8/8/8 w - -"))
                .withMessageContaining("FEN");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(CASTLING.replaceFirst("a b c d e f g h", "a b c")))
                .withMessageContaining("line 1").withMessageContaining("\"a b c\"");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(CASTLING.replace("7 . . . . . . . . 7",
                        "6 . . . . . . . . 6")))
                .withMessageContaining("line 3").withMessageContaining("rank 7");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(CASTLING.replace("3 . . . . n", "3 . . . . x")))
                .withMessageContaining("e3 is \"x\"");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(CASTLING.replace("3 . . . . n", "3 . . . . nn")))
                .withMessageContaining("e3 is \"nn\"");
    }

    @Test
    void isTheChessPicture() {
        assertThat(picture.game()).isEqualTo("chess");
    }

    @Test
    void describesThePositionInPortugueseByEachSidesPiecesAndTheirSquares() throws Exception {
        String portuguese = picture.describe(CASTLING, Language.PORTUGUESE);

        assertThat(portuguese).isEqualTo("Diagrama de xadrez: Brancas torre a1, rei e1, torre h1;"
                + " Pretas cavalo e3, rei e8");
        assertThat(picture.describe(CASTLING, Language.ENGLISH)).isNotEqualTo(portuguese)
                .isEqualTo(title(parse(picture.draw(CASTLING))));
        assertThat(picture.describe("4k3/8/8/8/8/8/4P3/4K2Q w - - 0 1", Language.PORTUGUESE))
                .isEqualTo("Diagrama de xadrez: Brancas rei e1, dama h1, peão e2; Pretas rei e8");
        assertThat(picture.describe(CASTLING.replace("3 . . . . n", "3 . . . . ."),
                Language.PORTUGUESE)).endsWith("Pretas rei e8");
        assertThat(picture.describe(CASTLING.replaceAll("[kKnR] ", ". "),
                Language.PORTUGUESE))
                .isEqualTo("Diagrama de xadrez: Brancas nenhuma peça; Pretas nenhuma peça");
        assertThatNullPointerException().isThrownBy(() -> picture.describe(CASTLING, null));
        assertThatNullPointerException()
                .isThrownBy(() -> picture.describe(null, Language.PORTUGUESE));
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.describe("a b c", Language.PORTUGUESE))
                .withMessageContaining("has 1 line");
    }
}
