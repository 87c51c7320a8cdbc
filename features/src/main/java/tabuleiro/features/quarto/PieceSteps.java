package tabuleiro.features.quarto;

import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;
import io.cucumber.java.pt.Entao;
import io.cucumber.java.pt.Quando;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import tabuleiro.quarto.Colour;
import tabuleiro.quarto.Fill;
import tabuleiro.quarto.Piece;
import tabuleiro.quarto.Shape;
import tabuleiro.quarto.Size;

/**
 * The steps about the set of pieces and their notation (rules QUARTO-02, QUARTO-11), which
 * drive {@link Piece#all()}, {@link Piece#notation()} and {@link Piece#parse(String)}.
 */
public final class PieceSteps {

    private final QuartoWorld world;
    private List<Piece> set = List.of();
    /** The set as the first of two takes gave it, to compare the second with. */
    private List<Piece> firstTake;
    private String written;
    private Piece read;
    private final List<String> notations = new ArrayList<>();
    private final List<Piece> readBack = new ArrayList<>();

    /**
     * Creates the steps of one scenario.
     *
     * @param world the scenario's shared state
     */
    public PieceSteps(QuartoWorld world) {
        this.world = world;
    }

    @When("I take the set of pieces")
    @Quando("pego no conjunto das peças")
    public void takeTheSet() {
        set = world.attempt(Piece::all);
    }

    /**
     * Takes the set twice, keeping both: the set is one, so taking it again must give the same
     * sixteen pieces, with none added or left out.
     */
    @When("I take the set of pieces twice")
    @Quando("pego no conjunto das peças duas vezes")
    public void takeTheSetTwice() {
        firstTake = world.attempt(Piece::all);
        if (firstTake != null) {
            // A copy, so that a set the engine changed in place is still told from the first.
            firstTake = List.copyOf(firstTake);
            set = world.attempt(Piece::all);
        }
    }

    /** Checks that the second take of the set gave the first one's pieces in its order. */
    @Then("the second set is the first one, in the same order")
    @Entao("o segundo conjunto é o primeiro, pela mesma ordem")
    public void theSecondSetIsTheFirst() {
        world.judged();
        if (!firstTake.equals(set)) {
            throw new AssertionError("Piece.all() should give the same set each time, but it"
                    + " gave " + describe(firstTake) + " and then " + describe(set));
        }
    }

    @Then("there are {int} pieces, no two alike")
    @Entao("há {int} peças, sem duas iguais")
    public void thereArePiecesNoTwoAlike(int count) {
        world.judged();
        if (set == null || set.size() != count || new HashSet<>(set).size() != count) {
            throw new AssertionError("Piece.all() should give " + count + " different pieces,"
                    + " but it gave " + describe(set));
        }
    }

    @Then("each of the {int} combinations of size, colour, shape and fill is there once")
    @Entao("cada uma das {int} combinações de tamanho, cor, forma e preenchimento"
            + " está lá uma vez")
    public void eachCombinationIsThereOnce(int count) {
        world.judged();
        Set<Piece> combinations = new HashSet<>();
        for (Size size : Size.values()) {
            for (Colour colour : Colour.values()) {
                for (Shape shape : Shape.values()) {
                    for (Fill fill : Fill.values()) {
                        combinations.add(new Piece(size, colour, shape, fill));
                    }
                }
            }
        }
        if (set == null || set.size() != count || !new HashSet<>(set).equals(combinations)) {
            throw new AssertionError("Piece.all() should give each of the " + count
                    + " combinations once, but it gave " + describe(set));
        }
    }

    @Then("the pieces are, in order, {pieces}")
    @Entao("as peças são, por ordem, {pieces}")
    public void thePiecesAreInOrder(List<Piece> expected) {
        world.judged();
        if (!expected.equals(set)) {
            throw new AssertionError("Piece.all() should list the pieces in the order "
                    + describe(expected) + ", but it lists " + describe(set));
        }
    }

    @When("the {description} piece is written in the notation")
    @Quando("a peça {description} é escrita na notação")
    public void thePieceIsWritten(Piece piece) {
        written = world.attempt(piece::notation);
    }

    @Then("it is written {string}")
    @Entao("escreve-se {string}")
    public void itIsWritten(String expected) {
        world.judged();
        if (!expected.equals(written)) {
            throw new AssertionError("notation() should write \"" + expected + "\", but it wrote "
                    + (written == null ? "null" : "\"" + written + "\""));
        }
    }

    @When("{string} is read as a piece")
    @Quando("{string} é lido como uma peça")
    public void isReadAsAPiece(String text) {
        read = world.attempt(() -> Piece.parse(text));
    }

    @Then("it is the {description} piece")
    @Entao("é a peça {description}")
    public void itIsThePiece(Piece expected) {
        world.judged();
        if (!expected.equals(read)) {
            throw new AssertionError("Piece.parse should read the " + expected + " piece, but"
                    + " it read " + read);
        }
    }

    @When("every piece of the set is written and read back")
    @Quando("cada peça do conjunto é escrita e lida de volta")
    public void everyPieceIsWrittenAndReadBack() {
        world.attempt(() -> {
            for (Piece piece : Piece.all()) {
                String text = piece.notation();
                notations.add(text);
                readBack.add(Piece.parse(text));
            }
            return null;
        });
    }

    @Then("the {int} notations are all different")
    @Entao("as {int} notações são todas diferentes")
    public void theNotationsAreAllDifferent(int count) {
        world.judged();
        if (notations.size() != count || new HashSet<>(notations).size() != count) {
            throw new AssertionError("The " + count + " pieces should be written differently,"
                    + " but they are written " + notations);
        }
    }

    @Then("each is read back as the piece it was written from")
    @Entao("cada uma é lida de volta como a peça de onde foi escrita")
    public void eachIsReadBack() {
        world.judged();
        List<Piece> all = Piece.all();
        for (int i = 0; i < all.size(); i++) {
            if (!all.get(i).equals(readBack.get(i))) {
                throw new AssertionError("The " + all.get(i) + " piece is written \""
                        + notations.get(i) + "\", which Piece.parse reads as the "
                        + readBack.get(i) + " piece");
            }
        }
    }

    @Then("the text is refused because {}")
    @Entao("o texto é recusado porque {}")
    public void theTextIsRefused(String reason) {
        world.expectRefusal(IllegalArgumentException.class, reason);
    }

    private static String describe(List<Piece> pieces) {
        if (pieces == null) {
            return "nothing";
        }
        return pieces.size() + " pieces: " + pieces.stream().map(Drawing::notation)
                .collect(Collectors.joining(" "));
    }
}
