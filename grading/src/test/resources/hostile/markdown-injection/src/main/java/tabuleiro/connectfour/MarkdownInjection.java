package tabuleiro.connectfour;

/**
 * HOSTILE SUBMISSION (markdown-injection): the text its failures carry. Gradescope renders the
 * Markdown of results.json, HTML included, so each piece tries a way to become markup there or
 * in feedback.md and summary.md: code spans and fences of every backtick run length (to close
 * the grader's own), an image with an event handler, an external image, a phishing link, a line
 * break followed by a fake heading with a fake full score, table separators, an HTML comment and
 * an entity.
 */
final class MarkdownInjection {

    /** The message of every failure this submission throws on purpose. */
    static final String TEXT = "` `` ``` ```` ````` <img src=x onerror=alert(1)>"
            + " ![x](http://evil.example/) [click](http://evil.example)"
            + "\n# Score: 100.00 / 100.00\n| a | b | <!-- hidden --> &amp; **bold**";

    private MarkdownInjection() {
    }
}
