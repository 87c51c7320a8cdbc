package tabuleiro.rulebook.site;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import tabuleiro.cli.BoardPictures;
import tabuleiro.svg.BoardPicture;
import tabuleiro.ui.Language;

/**
 * Draws the boards of one game's rule book with the reference's own renderer (the one that draws
 * the slides and the grader's album) into the site's {@code GAME/boards/} folder, once per board.
 *
 * <p>A board's text equivalent is the renderer's own description of the position it drew (the
 * pieces and their squares, the picture's title in English), so it says what this board holds
 * rather than that there is a board, in each language of the site. A text the renderer refuses
 * is not a position (a screen of the text UI, a game record): it stays text.
 */
final class Pictures {

    private final BoardPicture picture;
    private final Path folder;
    private final Map<String, Optional<Drawn>> drawn = new LinkedHashMap<>();

    /**
     * Prepares to draw one game's boards.
     *
     * @param game the game's command name
     * @param folder where the pictures go
     * @throws IllegalArgumentException if the game has no board picture
     */
    Pictures(String game, Path folder) {
        this.picture = BoardPictures.forGame(game);
        this.folder = folder;
    }

    /**
     * Tells whether the game's rule book also quotes positions on one line in a step's text,
     * which are drawn beside the step.
     *
     * @return what the game's picture says ({@link BoardPicture#drawsQuotedPositions()})
     */
    boolean drawsQuotedPositions() {
        return picture.drawsQuotedPositions();
    }

    /**
     * Draws a position, or finds it drawn already.
     *
     * @param position a doc string, or a quoted string of a step, in the game's notation
     * @return the picture's file name (in the folder) and its text equivalents; empty if the
     *     text is not a position of the game
     * @throws UncheckedIOException if the picture cannot be written
     */
    Optional<Drawn> draw(String position) {
        return drawn.computeIfAbsent(position, this::drawOnce);
    }

    /**
     * Counts the distinct positions drawn so far.
     *
     * @return how many picture files there are
     */
    int count() {
        return (int) drawn.values().stream().filter(Optional::isPresent).count();
    }

    private Optional<Drawn> drawOnce(String position) {
        String svg;
        try {
            svg = picture.draw(position);
        } catch (IllegalArgumentException notAPosition) {
            return Optional.empty();
        }
        String name = digest(position) + ".svg";
        try {
            Files.createDirectories(folder);
            Files.writeString(folder.resolve(name), svg, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the picture " + folder.resolve(name), e);
        }
        String english = picture.describe(position, Language.ENGLISH).strip();
        String portuguese = picture.describe(position, Language.PORTUGUESE).strip();
        if (english.isEmpty() || portuguese.isEmpty()) {
            throw new IllegalStateException("the " + picture.game() + " renderer described a"
                    + " board with no text, so the site has no text for it: " + position);
        }
        return Optional.of(new Drawn(name, english, portuguese));
    }

    private static String digest(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 8);
        } catch (NoSuchAlgorithmException impossible) {
            throw new IllegalStateException(impossible);
        }
    }

    /**
     * A board drawn.
     *
     * @param file the picture's file name in the game's {@code boards/} folder
     * @param description its text equivalent in English, built by the renderer from the position
     * @param descriptionPt the same in Portuguese
     */
    record Drawn(String file, String description, String descriptionPt) {
    }
}
