package tabuleiro.grading.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A student kit's {@code pom.xml} builds with the versions this project builds with, so that a
 * machine that built the project (CI's, the instructor's) has all of them and runs a kit's
 * {@code mvn test} offline, as {@code StudentKitIT} does.
 */
class KitBuildTest {

    @Test
    void eachLibraryAndPluginOfTheKitsPomIsTheParentPomsVersion() throws IOException {
        String parent = Files.readString(Path.of("..", "pom.xml"), StandardCharsets.UTF_8);
        for (KitBuild part : KitBuild.values()) {
            String name = Pattern.quote(part.parentName());
            Pattern version = part.parentName().endsWith(".version")
                    ? Pattern.compile("<" + name + ">([^<]+)</" + name + ">")
                    : Pattern.compile("<artifactId>" + name + "</artifactId>\\s*<version>([^<]+)"
                            + "</version>");
            Matcher found = version.matcher(parent);
            assertThat(found.find()).as("%s in the parent POM", part.parentName()).isTrue();
            assertThat(part.version()).as(part.name()).isEqualTo(found.group(1));
        }
    }
}
