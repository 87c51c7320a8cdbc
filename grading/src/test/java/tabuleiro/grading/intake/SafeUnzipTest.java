package tabuleiro.grading.intake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Unpacking students' zips: what is written, what is left out, what refuses the zip. */
class SafeUnzipTest {

    private static final Charset CP437 = Charset.forName("IBM437");

    @TempDir
    Path dir;

    @Test
    void namesThatAreNotUtf8AreReadAsCp437AsWindowsWritesThem() throws IOException {
        Path zip = Zips.zipEncoded(dir.resolve("windows.zip"), Map.of(
                "projeto/Peça.java", "class Peça {}", "projeto/Posição.java", "class P {}"),
                CP437);

        SafeUnzip.Unpacked unpacked = SafeUnzip.unzip(zip, dir.resolve("out"),
                SafeUnzip.Limits.STUDENT);

        // CP437 has "ç" but no "ã": Windows writes the "?" it falls back to.
        assertThat(dir.resolve("out/projeto/Peça.java")).hasContent("class Peça {}");
        assertThat(dir.resolve("out/projeto/Posi" + "ç" + "?o.java")).exists();
        assertThat(unpacked.files()).hasSize(2);
        assertThat(unpacked.notes()).isEmpty();
    }

    @Test
    void namesInUtf8WithoutTheFlagStayUtf8() throws IOException {
        Path zip = Zips.zipEncoded(dir.resolve("linux.zip"), Map.of("Posição.java", "x"),
                StandardCharsets.UTF_8);

        assertThat(SafeUnzip.entryNames(zip)).containsExactly("Posição.java");
        SafeUnzip.unzip(zip, dir.resolve("out"), SafeUnzip.Limits.STUDENT);
        assertThat(dir.resolve("out/Posição.java")).hasContent("x");
    }

    @Test
    void aSymbolicLinkIsLeftOutWithANoteAndTheRestUnpacked() throws IOException {
        Path zip = Zips.zipWithLink(dir.resolve("link.zip"), Map.of("src/Game.java",
                "class Game {}"), "src/Secret.java", "/etc/passwd");

        SafeUnzip.Unpacked unpacked = SafeUnzip.unzip(zip, dir.resolve("out"),
                SafeUnzip.Limits.STUDENT);

        assertThat(unpacked.notes()).singleElement().asString()
                .isEqualTo("link.zip holds a symbolic link, src/Secret.java: it was left out"
                        + " (hand in the files themselves)");
        assertThat(dir.resolve("out/src/Secret.java")).doesNotExist();
        assertThat(Files.isSymbolicLink(dir.resolve("out/src/Secret.java"))).isFalse();
        assertThat(dir.resolve("out/src/Game.java")).hasContent("class Game {}");
        assertThat(unpacked.files()).containsExactly(dir.resolve("out/src/Game.java"));
    }

    @Test
    void entriesThatLeaveTheFolderRefuseTheZip() throws IOException {
        for (String name : new String[] {"../escaped.java", "/etc/cron.d/x", "C:/x.java",
                "a\\..\\..\\b.java", "ok/../../b.java"}) {
            Path zip = Zips.zip(dir.resolve("evil.zip"), Map.of(name, "x"));

            assertThatThrownBy(() -> SafeUnzip.unzip(zip, dir.resolve("out/in"),
                    SafeUnzip.Limits.STUDENT)).as(name)
                    .isInstanceOf(UnsafeArchiveException.class)
                    .hasMessageContaining("outside its folder");
        }
        try (Stream<Path> written = Files.walk(dir)) {
            assertThat(written.filter(Files::isRegularFile).map(Path::getFileName)
                    .map(Path::toString)).containsOnly("evil.zip");
        }
    }

    @Test
    void aNameThisSystemCannotUseIsLeftOutWithANote() throws IOException {
        Path zip = Zips.zip(dir.resolve("odd.zip"), new TreeMap<>(Map.of("nul\u0000l.java", "x",
                "my game: b;\nc.java", "y", "./", "")));

        SafeUnzip.Unpacked unpacked = SafeUnzip.unzip(zip, dir.resolve("out"),
                SafeUnzip.Limits.STUDENT);

        assertThat(unpacked.notes()).singleElement().asString()
                .contains("\"nul\\u0000l.java\"").contains("it was left out");
        assertThat(dir.resolve("out/my game: b;\nc.java")).hasContent("y");
    }

    @Test
    void zipBombsAreStoppedByTheBytesWrittenTheEntryCountAndTheZipsOwnSize()
            throws IOException {
        Path bomb = Zips.zip(dir.resolve("bomb.zip"), Map.of("a.txt", "0".repeat(5000)));
        Path many = Zips.zip(dir.resolve("many.zip"), Map.of("a", "", "b", "", "c", ""));

        assertThatThrownBy(() -> SafeUnzip.unzip(bomb, dir.resolve("b"),
                new SafeUnzip.Limits(10, 4096))).isInstanceOf(UnsafeArchiveException.class)
                .hasMessage("bomb.zip unpacks to more than the 0 MB allowed: the archive is"
                        + " refused");
        assertThatThrownBy(() -> SafeUnzip.unzip(many, dir.resolve("m"),
                new SafeUnzip.Limits(2, 4096))).hasMessageContaining("has 3 entries, more than"
                + " the 2 allowed");
        assertThatThrownBy(() -> SafeUnzip.unzip(bomb, dir.resolve("s"),
                new SafeUnzip.Limits(10, 20))).hasMessageContaining("bomb.zip is larger than");
        assertThat(dir.resolve("m")).doesNotExist();
        assertThat(dir.resolve("s")).doesNotExist();
    }

    @Test
    void aFileThatIsNoZipIsSaidToBeNone() throws IOException {
        Path fake = Files.writeString(dir.resolve("fake.zip"), "PK? no");

        assertThatThrownBy(() -> SafeUnzip.entryNames(fake))
                .isInstanceOf(UnsafeArchiveException.class)
                .hasMessageContaining("fake.zip is not a zip file");
        assertThatThrownBy(() -> SafeUnzip.unzip(fake, dir.resolve("out"),
                SafeUnzip.Limits.STUDENT)).isInstanceOf(UnsafeArchiveException.class);
    }

    @Test
    void filesKeepTheTimeStampsOfTheZip() throws IOException {
        Path zip = Zips.zip(dir.resolve("t.zip"), Map.of("Game.java", "x"));

        SafeUnzip.unzip(zip, dir.resolve("out"), SafeUnzip.Limits.STUDENT);

        // The zip format keeps times to two seconds.
        assertThat(Files.getLastModifiedTime(dir.resolve("out/Game.java")).toMillis())
                .isCloseTo(Files.getLastModifiedTime(zip).toMillis(), within(5_000L));
    }
}
