package tabuleiro.features.qwirkle;

import io.cucumber.java.ParameterType;
import java.util.Arrays;
import java.util.List;
import tabuleiro.qwirkle.Placement;
import tabuleiro.qwirkle.Tile;

/**
 * The game's notation inside steps: {@code {tiles}} ("A1 B2 C3") and {@code {placement}}
 * ("A4@0,3 A5@0,4", each tile then its square, row before column).
 */
public final class ParameterTypes {

    /**
     * Reads tiles separated by spaces, such as "A1 B2".
     *
     * @param tiles the tiles as written
     * @return the tiles in order
     */
    @ParameterType("[A-Fa-f][1-6](?: [A-Fa-f][1-6])*")
    public List<Tile> tiles(String tiles) {
        return Arrays.stream(tiles.split(" ")).map(Tile::parse).toList();
    }

    /**
     * Reads a placement, such as "A4@0,3 A5@0,4".
     *
     * @param placement the placement as written
     * @return the placement
     */
    @ParameterType("[A-Fa-f][1-6]@-?\\d+,-?\\d+(?: [A-Fa-f][1-6]@-?\\d+,-?\\d+)*")
    public Placement placement(String placement) {
        return Placement.parse(placement);
    }
}
