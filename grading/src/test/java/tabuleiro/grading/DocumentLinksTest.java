package tabuleiro.grading;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every relative link of the project's Markdown pages leads somewhere: to a file or folder that
 * exists and, for a link with a {@code #fragment} into a Markdown page, to one of that page's
 * headings, as GitHub names their anchors. The pages are the READMEs and guides a reader follows
 * from the front door; a moved file or a renamed heading breaks a link silently, so the build
 * reads them all.
 *
 * <p>Left out: {@code target/} folders (built), test resources (fixtures whose text is the
 * point, such as the hostile corpus), and links to other sites, which the build cannot reach.
 */
class DocumentLinksTest {

    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("(?m)^#{1,6} (.+)$");
    private static final Pattern FENCE = Pattern.compile("(?s)```.*?```");
    private static final Pattern CODE = Pattern.compile("`[^`\\n]*`");
    private static final Pattern SCHEME = Pattern.compile("[a-z][a-z0-9+.-]*:.*");

    @Test
    void everyRelativeLinkOfEveryPageLeadsToAFileAndHeadingThatExist() throws IOException {
        Path root = Submissions.projectRoot();
        List<Path> pages = pages(root);
        assertThat(pages).as("the Markdown pages").contains(root.resolve("README.md"),
                root.resolve("grading/README.md"));
        assertThat(broken(root, pages)).as("links that lead nowhere").isEmpty();
    }

    @Test
    void aLinkToAMissingFileOrHeadingIsReportedAndOneToAFolderOrAnotherSiteIsNot(
            @TempDir Path root) throws IOException {
        Files.createDirectories(root.resolve("guide"));
        Files.writeString(root.resolve("guide/page.md"),
                "# Getting started\n\n## Getting started\n");
        Files.writeString(root.resolve("README.md"), String.join("\n",
                "[fine](guide/page.md#getting-started-1) [folder](guide/)",
                "[elsewhere](https://example.org/x.md) [`code`](#the-front-door)",
                "# The front door",
                "[gone](guide/old.md) [no heading](guide/page.md#setup)",
                "`[in code](nowhere.md)`", ""));
        assertThat(broken(root, pages(root))).containsExactly(
                "README.md: guide/old.md (no such file)",
                "README.md: guide/page.md#setup (no such heading)");
    }

    @Test
    void eachGuidesContentsListsEverySectionOfItsPage() {
        Path root = Submissions.projectRoot();
        for (String guide : List.of("grading/README.md", ".github/CONTRIBUTING.md")) {
            String text = FENCE.matcher(read(root.resolve(guide))).replaceAll("");
            int start = text.indexOf("\n## Contents\n");
            assertThat(start).as("%s has a table of contents", guide).isNotNegative();
            String contents = text.substring(start, text.indexOf("\n## ", start + 1));
            Matcher heading = Pattern.compile("(?m)^## (.+)$").matcher(text);
            while (heading.find()) {
                if (!heading.group(1).equals("Contents")) {
                    assertThat(contents).as("%s's contents list its section %s", guide,
                            heading.group(1)).contains("(#" + slug(heading.group(1)) + ")");
                }
            }
        }
    }

    /** Each link of the pages that leads nowhere, with its page, in the pages' order. */
    private static List<String> broken(Path root, List<Path> pages) {
        Map<Path, Set<String>> anchors = new HashMap<>();
        List<String> broken = new ArrayList<>();
        for (Path page : pages) {
            String text = CODE.matcher(FENCE.matcher(read(page)).replaceAll(""))
                    .replaceAll("");
            Matcher link = LINK.matcher(text);
            while (link.find()) {
                String target = link.group(1);
                if (SCHEME.matcher(target).matches()) {
                    continue;
                }
                int hash = target.indexOf('#');
                String file = hash < 0 ? target : target.substring(0, hash);
                Path linked = file.isEmpty() ? page
                        : page.getParent().resolve(file).normalize();
                String where = root.relativize(page).toString().replace('\\', '/');
                if (!Files.exists(linked)) {
                    broken.add(where + ": " + target + " (no such file)");
                } else if (hash >= 0 && linked.toString().endsWith(".md")
                        && !anchors.computeIfAbsent(linked, DocumentLinksTest::anchorsOf)
                                .contains(target.substring(hash + 1))) {
                    broken.add(where + ": " + target + " (no such heading)");
                }
            }
        }
        return broken;
    }

    /** The Markdown pages of the project, outside built folders and test fixtures. */
    private static List<Path> pages(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(path -> path.toString().endsWith(".md"))
                    .filter(path -> {
                        String relative = root.relativize(path).toString().replace('\\', '/');
                        return !relative.startsWith(".git/") && !relative.contains("target/")
                                && !relative.contains("src/test/resources/")
                                && !relative.contains("node_modules/");
                    })
                    .sorted().toList();
        }
    }

    /**
     * The anchors GitHub gives a page's headings: lowercase, punctuation but hyphens dropped,
     * spaces as hyphens, and a repeated heading numbered from its second time.
     */
    private static Set<String> anchorsOf(Path page) {
        Set<String> anchors = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        Matcher heading = HEADING.matcher(FENCE.matcher(read(page)).replaceAll(""));
        while (heading.find()) {
            String slug = slug(heading.group(1));
            int times = seen.merge(slug, 1, Integer::sum);
            anchors.add(times == 1 ? slug : slug + "-" + (times - 1));
        }
        return anchors;
    }

    private static String slug(String heading) {
        String text = heading.strip().toLowerCase(Locale.ROOT)
                .replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1").replaceAll("[`*_]", "");
        StringBuilder slug = new StringBuilder();
        text.codePoints().filter(c -> Character.isLetterOrDigit(c) || c == ' ' || c == '-')
                .forEach(c -> slug.appendCodePoint(c == ' ' ? '-' : c));
        return slug.toString();
    }

    private static String read(Path page) {
        try {
            return Files.readString(page, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + page, e);
        }
    }
}
