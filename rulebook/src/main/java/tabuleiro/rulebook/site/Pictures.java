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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tabuleiro.svg.BoardPicture;
import tabuleiro.svg.BoardPictures;

/**
 * Draws the boards of one game's rule book with the reference's own renderer (the one that draws
 * the slides and the grader's album) into the site's {@code GAME/boards/} folder, once per board.
 *
 * <p>A board's text equivalent is the renderer's own title of the picture, which it builds from
 * the position it drew (the pieces and their squares), so it says what this board holds rather
 * than that there is a board. A text the renderer refuses is not a position (a screen of the
 * text UI, a game record): it stays text.
 */
final class Pictures {

    private static final Pattern TITLE = Pattern.compile("<title>(.*?)</title>", Pattern.DOTALL);

    private final BoardPicture picture;
    private final Path folder;
    private final Map<String, Optional<Drawn>> drawn = new LinkedHashMap<>();

    /**
     * Prepares to draw one game's boards.
     *
     * @param game the game's command name, such as {@code quarto}
     * @param folder where the pictures go
     * @throws IllegalArgumentException if the game has no board picture
     */
    Pictures(String game, Path folder) {
        this.picture = BoardPictures.forGame(game);
        this.folder = folder;
    }

    /**
     * Draws a position, or finds it drawn already.
     *
     * @param position a doc string, or a quoted string of a step, in the game's notation
     * @return the picture's file name (in the folder) and its text equivalent; empty if the
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
        Matcher title = TITLE.matcher(svg);
        String text = title.find() ? unescape(title.group(1)).strip() : "";
        if (text.isEmpty()) {
            throw new IllegalStateException("the " + picture.game() + " renderer drew a board"
                    + " without a title, so the site has no text for it: " + position);
        }
        return Optional.of(new Drawn(name, text));
    }

    private static String unescape(String xml) {
        return xml.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
                .replace("&apos;", "'").replace("&amp;", "&");
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
     * @param description its text equivalent, built by the renderer from the position
     */
    record Drawn(String file, String description) {
    }
}
