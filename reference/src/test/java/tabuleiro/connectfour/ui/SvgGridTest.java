package tabuleiro.connectfour.ui;

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
import tabuleiro.connectfour.Game;
import tabuleiro.connectfour.Position;
import tabuleiro.ui.Language;

/** Tests of the SVG picture of a grid: a well-formed document that shows the drawn position. */
class SvgGridTest {

    private static final String GRID =
            """
              1 2 3 4 5 6 7
            1 . . . . . . .
            2 . . . . . . .
            3 . . . . . . .
            4 . . . . . . .
            5 . . . 2 . . .
            6 . . 2 1 1 . .
            """;

    private final SvgGrid picture = new SvgGrid();

    /** Parses the picture as XML, which fails on a document that is not well formed. */
    private static Document parse(String svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    /** The circles of the 42 positions, row by row from the top, as the picture draws them. */
    private static List<Element> circles(Document document) {
        NodeList nodes = document.getElementsByTagName("circle");
        List<Element> circles = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            circles.add((Element) nodes.item(i));
        }
        return circles;
    }

    private static Element circleAt(Document document, int row, int column) {
        return circles(document).get((row - 1) * Game.COLUMNS + column - 1);
    }

    @Test
    void isAStandaloneSvgDocumentWithOneCirclePerPosition() throws Exception {
        Document document = parse(picture.draw(GRID));

        Element root = document.getDocumentElement();
        assertThat(root.getLocalName()).isEqualTo("svg");
        assertThat(root.getNamespaceURI()).isEqualTo("http://www.w3.org/2000/svg");
        assertThat(root.getAttribute("viewBox")).isNotEmpty();
        assertThat(circles(document)).hasSize(Game.ROWS * Game.COLUMNS);
    }

    @Test
    void discsAreRedForPlayerOneYellowForPlayerTwoAndHolesWhite() throws Exception {
        Document document = parse(picture.draw(GRID));

        assertThat(circleAt(document, 6, 4).getAttribute("fill")).isEqualTo("#d7263d");
        assertThat(circleAt(document, 6, 5).getAttribute("fill")).isEqualTo("#d7263d");
        assertThat(circleAt(document, 5, 4).getAttribute("fill")).isEqualTo("#f4c20d");
        assertThat(circleAt(document, 6, 3).getAttribute("fill")).isEqualTo("#f4c20d");
        assertThat(circleAt(document, 1, 1).getAttribute("fill")).isEqualTo("#ffffff");
        assertThat(circles(document).stream().filter(c -> c.getAttribute("fill").equals("#ffffff")))
                .hasSize(42 - 4);
    }

    @Test
    void eachDiscCarriesItsPlayersNumberAndTheTitleListsThem() throws Exception {
        Document document = parse(picture.draw(GRID));

        NodeList texts = document.getElementsByTagName("text");
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < texts.getLength(); i++) {
            labels.add(texts.item(i).getTextContent());
        }
        // 7 column numbers, 6 row numbers, and one number on each of the 4 discs.
        assertThat(labels).hasSize(7 + 6 + 4);
        assertThat(labels).filteredOn("1"::equals).hasSize(1 + 1 + 2);
        assertThat(labels).filteredOn("2"::equals).hasSize(1 + 1 + 2);
        assertThat(document.getElementsByTagName("title").item(0).getTextContent())
                .isEqualTo("Connect Four grid: player 1 (red) 2 discs at (6,4) (6,5); player 2"
                        + " (yellow) 2 discs at (5,4) (6,3)");
    }

    @Test
    void ringsTheHighlightedPositionsOnly() throws Exception {
        Document document = parse(picture.draw(GRID, List.of(new Position(6, 4),
                new Position(5, 4))));

        assertThat(circleAt(document, 6, 4).getAttribute("stroke")).isEqualTo("#000000");
        assertThat(circleAt(document, 5, 4).getAttribute("stroke")).isEqualTo("#000000");
        assertThat(circles(document).stream().filter(c -> c.hasAttribute("stroke"))).hasSize(2);
    }

    @Test
    void drawsAGameWithItsWinningFourRinged() throws Exception {
        Game game = Game.newGame();
        for (int column : new int[] {1, 7, 2, 7, 3, 7, 4}) {
            game.play(column);
        }

        Document document = parse(picture.draw(game));

        for (int column = 1; column <= 4; column++) {
            assertThat(circleAt(document, 6, column).getAttribute("stroke")).isEqualTo("#000000");
        }
        assertThat(circles(document).stream().filter(c -> c.hasAttribute("stroke"))).hasSize(4);
        assertThat(circleAt(document, 4, 7).getAttribute("fill")).isEqualTo("#f4c20d");
    }

    @Test
    void drawsTheSameGridFromTheRuleBooksTextAndFromTheGameThatPrintsIt() {
        Game game = Game.newGame().play(4).play(3).play(4);

        assertThat(picture.draw(game)).isEqualTo(picture.draw(game.toString()));
    }

    @Test
    void refusesADrawingThatIsNotAGridAndSaysWhy() {
        assertThatNullPointerException().isThrownBy(() -> picture.draw((String) null));
        assertThatIllegalArgumentException().isThrownBy(() -> picture.draw("1 2 3"))
                .withMessageContaining("6 rows").withMessageContaining("has 1 lines");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(GRID.replace("  1 2 3 4 5 6 7", "  1 2 3")))
                .withMessageContaining("\"1 2 3 4 5 6 7\"");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(GRID.replace("5 . . . 2", "5 . . 2")))
                .withMessageContaining("line 6").withMessageContaining("row 5");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.draw(GRID.replace("6 . . 2", "6 . . X")))
                .withMessageContaining("(6,3) is \"X\"");
    }

    @Test
    void isTheConnectFourPicture() {
        assertThat(picture.game()).isEqualTo("connect-four");
    }

    @Test
    void describesTheGridInPortugueseByEachPlayersDiscsAndTheirPositions() throws Exception {
        String portuguese = picture.describe(GRID, Language.PORTUGUESE);

        assertThat(portuguese).isEqualTo("Grelha do Quatro em Linha: jogador 1 (vermelhas) 2 peças"
                + " em (6,4) (6,5); jogador 2 (amarelas) 2 peças em (5,4) (6,3)");
        assertThat(picture.describe(GRID, Language.ENGLISH)).isNotEqualTo(portuguese)
                .isEqualTo(parse(picture.draw(GRID)).getElementsByTagName("title").item(0)
                        .getTextContent());
        String oneMore = GRID.replace("6 . . 2 1 1 . .", "6 . . 2 1 1 1 .");
        assertThat(picture.describe(oneMore, Language.PORTUGUESE))
                .contains("jogador 1 (vermelhas) 3 peças em (6,4) (6,5) (6,6);");
        String empty = GRID.replace("5 . . . 2", "5 . . . .").replace("6 . . 2 1 1",
                "6 . . . . .");
        assertThat(picture.describe(empty, Language.PORTUGUESE)).isEqualTo("Grelha do Quatro em"
                + " Linha: jogador 1 (vermelhas) nenhuma peça; jogador 2 (amarelas) nenhuma peça");
        assertThatNullPointerException().isThrownBy(() -> picture.describe(GRID, null));
        assertThatIllegalArgumentException()
                .isThrownBy(() -> picture.describe("1 2 3", Language.PORTUGUESE))
                .withMessageContaining("lines");
    }
}
