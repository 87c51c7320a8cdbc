package tabuleiro.grading.selfcheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tabuleiro.grading.model.Language;

/**
 * What the kit's check client sends to a warm check server, and which command lines it leaves
 * to the cold check; {@code WarmCheckIT} runs both through a kit's {@code ./check}.
 */
class CheckClientTest {

    @TempDir
    Path dir;

    @Test
    void aWatchTheDebuggerAndHelpAreLeftToTheColdCheck() {
        assertThat(CheckClient.warmable(List.of("check", "--scheme", "s.json", "kit")))
                .isTrue();
        assertThat(CheckClient.warmable(List.of("check", "kit", "--exercise", "2", "--tags",
                "@C4-05"))).isTrue();
        for (String cold : List.of("--watch", "--debug", "--debug=5006", "--help", "-h",
                "--version", "-V")) {
            assertThat(CheckClient.warmable(List.of("check", "kit", cold))).as(cold).isFalse();
        }
        assertThat(CheckClient.warmable(List.of("play", "kit"))).isFalse();
        assertThat(CheckClient.warmable(List.of())).isFalse();
    }

    @Test
    void aRequestIsReadAsItWasWrittenAndTooManyArgumentsAreRefused() throws IOException {
        CheckServer.Request sent = new CheckServer.Request(CheckServer.GREETING, "token",
                "/kit", "/jdk", "17.0.15", "UTF-8", "/kit/src",
                List.of("check", "--tags", "@mine and not @C4-05", "ação"));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        sent.write(new DataOutputStream(bytes));
        assertThat(CheckServer.Request.read(new DataInputStream(new ByteArrayInputStream(
                bytes.toByteArray())))).isEqualTo(sent);

        ByteArrayOutputStream many = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(many);
        for (String field : List.of(CheckServer.GREETING, "t", "k", "j", "v", "c", "d")) {
            out.writeUTF(field);
        }
        out.writeInt(1_000_000);
        assertThatThrownBy(() -> CheckServer.Request.read(new DataInputStream(
                new ByteArrayInputStream(many.toByteArray())))).isInstanceOf(IOException.class)
                .hasMessageContaining("1000000 arguments");
    }

    @Test
    void aChangedToolIsAnotherFingerprintAndAnUnreadableFileNoServer() throws IOException {
        Path jar = Files.createDirectories(dir.resolve("tools")).resolve("grader.jar");
        Files.writeString(jar, "one");
        String before = CheckServer.toolsFingerprint(dir);
        assertThat(CheckServer.toolsFingerprint(dir)).isEqualTo(before);
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().plusSeconds(60)));
        assertThat(CheckServer.toolsFingerprint(dir)).isNotEqualTo(before);

        Path info = CheckServer.infoFile(dir);
        assertThat(CheckServer.readInfo(info)).isEmpty();
        Files.createDirectories(info.getParent());
        Files.writeString(info, "port=\\u00zz\n");
        assertThat(CheckServer.readInfo(info)).isEmpty();
    }

    @Test
    void aServerThatCouldNotWriteOnAFullDiskIsSaidToLackRoom() throws IOException {
        Path folder = dir.resolve("target").resolve(CheckServer.FOLDER);
        Files.createDirectories(folder);
        // Every disk is full below Long.MAX_VALUE bytes free: the empty log is the full
        // disk's, which the server could not write either.
        assertThat(CheckClient.notStarted(folder, Long.MAX_VALUE, Language.ENGLISH))
                .startsWith("the warm check did not start: the kit's disk is full (")
                .endsWith(" KB free)");
        // In a Portuguese check's sentence, the reason is Portuguese too.
        assertThat(CheckClient.notStarted(folder, Long.MAX_VALUE, Language.PORTUGUESE))
                .startsWith("a verificação quente não começou: o disco do kit está cheio (")
                .endsWith(" KB livres)");
        Files.writeString(folder.resolve(CheckServer.LOG), "cannot serve: no port\n");
        assertThat(CheckClient.notStarted(folder, Long.MAX_VALUE, Language.ENGLISH))
                .isEqualTo("the warm check did not start: see "
                        + folder.resolve(CheckServer.LOG));
        Files.delete(folder.resolve(CheckServer.LOG));
        assertThat(CheckClient.notStarted(folder, 0, Language.ENGLISH))
                .isEqualTo("the warm check did not start: see "
                        + folder.resolve(CheckServer.LOG));
    }
}
