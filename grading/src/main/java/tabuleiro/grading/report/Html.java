package tabuleiro.grading.report;

/**
 * A small HTML builder for self-contained pages: the style is inline and nothing is loaded from
 * elsewhere, so a page opens from a mail, a zip or a folder without a network. Every text that
 * comes from a submission or the rule book goes through {@link #escape}.
 */
final class Html {

    private static final String STYLE =
            """
            body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto;
                   padding: 0 1rem; color: #222; line-height: 1.45; }
            h1 { font-size: 1.6rem; } h2 { font-size: 1.3rem; margin-top: 2rem; }
            h3 { font-size: 1.1rem; }
            table { border-collapse: collapse; margin: 0.5rem 0; }
            th, td { border: 1px solid #ccc; padding: 0.25rem 0.6rem; text-align: left; }
            td.num { text-align: right; }
            pre { background: #f6f6f6; border: 1px solid #ddd; padding: 0.6rem; overflow-x: auto; }
            .kept { color: #176317; } .broken { color: #a31515; font-weight: bold; }
            .rule { border-left: 4px solid #a31515; padding-left: 1rem; margin: 1.5rem 0; }
            .fault { background: #fff7e0; padding: 0.4rem 0.6rem; }
            .note { background: #eef4ff; padding: 0.4rem 0.6rem; }
            figure.board svg { max-width: 20rem; height: auto; }
            .bar { fill: #4a78c2; } .axis { stroke: #444; } svg text { font-size: 11px; }
            """;

    private final StringBuilder text = new StringBuilder();

    /**
     * Starts a page.
     *
     * @param title the page's title, plain text
     */
    Html(String title) {
        text.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\"")
                .append(" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>").append(escape(title)).append("</title>\n<style>\n")
                .append(STYLE).append("</style>\n</head>\n<body>\n");
    }

    /**
     * Adds markup as it is.
     *
     * @param markup HTML made by the caller, with every outside text escaped
     * @return this builder
     */
    Html raw(String markup) {
        text.append(markup).append('\n');
        return this;
    }

    /**
     * Adds an element holding plain text.
     *
     * @param tag the element, e.g. {@code h2} or {@code p class="note"}
     * @param content the text, escaped here
     * @return this builder
     */
    Html element(String tag, String content) {
        String name = tag.contains(" ") ? tag.substring(0, tag.indexOf(' ')) : tag;
        text.append('<').append(tag).append('>').append(escape(content)).append("</")
                .append(name).append(">\n");
        return this;
    }

    /**
     * Adds preformatted text, as the rule book or the compiler wrote it.
     *
     * @param content the text, escaped here
     * @return this builder
     */
    Html pre(String content) {
        text.append("<pre>").append(escape(content)).append("</pre>\n");
        return this;
    }

    /**
     * Escapes text for an element's content or a quoted attribute.
     *
     * @param plain any text
     * @return the text with {@code & < > " '} escaped
     */
    static String escape(String plain) {
        StringBuilder escaped = new StringBuilder(plain.length());
        for (char c : plain.toCharArray()) {
            switch (c) {
                case '&' -> escaped.append("&amp;");
                case '<' -> escaped.append("&lt;");
                case '>' -> escaped.append("&gt;");
                case '"' -> escaped.append("&quot;");
                case '\'' -> escaped.append("&#39;");
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }

    @Override
    public String toString() {
        return text + "</body>\n</html>\n";
    }
}
