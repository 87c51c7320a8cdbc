package tabuleiro.grading.child.compiler;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tabuleiro.grading.child.JsonLine;

/**
 * The wire format's own reader, which the compiler JVM reads the grader's requests with: every
 * text {@link JsonLine} writes comes back as it was, and a line of anything else is refused with
 * a message that says what is wrong.
 */
class JsonMembersTest {

    private static final String EVERYTHING = "quote \" backslash \\ slash / nul " + (char) 0
            + " bell " + (char) 7 + " del " + (char) 0x7F + " separators " + (char) 0x2028
            + (char) 0x2029 + " lone " + (char) 0xD800 + " pair " + Character.toString(0x1F600)
            + " tab\t crlf\r\n end";

    @Test
    void everyTextNumberAndListComesBackAsWritten() {
        String line = new JsonLine("kind", "K").text("text", EVERYTHING)
                .number("small", -7).number("large", Long.MAX_VALUE)
                .list("list", List.of("", "a|b", EVERYTHING)).list("none", List.of()).end();

        JsonMembers members = JsonMembers.parse(line);

        assertThat(line).doesNotContain("\n", "\r", "\t", String.valueOf((char) 0x2028));
        assertThat(members.text("kind")).isEqualTo("K");
        assertThat(members.text("text")).isEqualTo(EVERYTHING);
        assertThat(members.number("small")).isEqualTo(-7);
        assertThat(members.number("large")).isEqualTo(Long.MAX_VALUE);
        assertThat(members.list("list")).containsExactly("", "a|b", EVERYTHING);
        assertThat(members.list("none")).isEmpty();
    }

    @Test
    void jsonWrittenByOthersIsReadToo() {
        JsonMembers members = JsonMembers.parse(" { \"a\" : \"\\u00e9\\/\\b\\f\" , \"b\" : [ \"x\""
                + " , \"y\" ] , \"c\" : 0 } ");

        assertThat(members.text("a")).isEqualTo("é/\b\f");
        assertThat(members.list("b")).containsExactly("x", "y");
        assertThat(members.number("c")).isZero();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "``| the end of the line where '{' belongs",
        "COMPILE\t1\t/src| 'C' where '{' belongs",
        "[\"a\"]| '[' where '{' belongs",
        "{\"a\":\"b\"} {}| text after the object",
        "{\"a\":\"b\",\"a\":\"c\"}| the member \"a\" twice",
        "{\"a\":true}| a value that is not a string, a whole number or a list of strings",
        "{\"a\":null}| a value that is not a string, a whole number or a list of strings",
        "{\"a\":{}}| a value that is not a string, a whole number or a list of strings",
        "{\"a\":[1]}| '1' where '\"' belongs",
        "{\"a\":1.5}| '.' where '}' belongs",
        "{\"a\":01}| a number that is not a whole number as JSON writes it",
        "{\"a\":-}| a number that is not a whole number as JSON writes it",
        "{\"a\":99999999999999999999}| a number too large",
        "{\"a\":\"b}| a string that does not end",
        "{\"a\":\"\\x\"}| the escape \\x, which JSON does not have",
        "{\"a\":\"\\u12g4\"}| a \\u escape that is not four hexadecimal digits",
        "{\"a\":\"\\u+123\"}| a \\u escape that is not four hexadecimal digits",
        "{\"a\":\"\\u12\"}| a \\u escape that is not four hexadecimal digits",
        "{a:\"b\"}| 'a' where '\"' belongs",
        "{'a':'b'}| ''' where '\"' belongs",
        "{\"a\":\"b\",}| '}' where '\"' belongs",
    })
    void anythingElseIsRefusedSayingWhy(String line, String why) {
        assertThatThrownBy(() -> JsonMembers.parse(line))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("not a line of the wire format: " + why.strip());
    }

    @Test
    void aControlCharacterInsideAStringIsRefused() {
        assertThatThrownBy(() -> JsonMembers.parse("{\"a\":\"b\nc\"}"))
                .hasMessageStartingWith("not a line of the wire format: a control character"
                        + " inside a string");
    }

    @Test
    void aMemberOfAnotherTypeIsRefusedByName() {
        JsonMembers members = JsonMembers.parse("{\"text\":\"t\",\"number\":1,\"list\":[]}");

        assertThatThrownBy(() -> members.text("number")).hasMessage("no string \"number\"");
        assertThatThrownBy(() -> members.number("text"))
                .hasMessage("no whole number \"text\"");
        assertThatThrownBy(() -> members.list("missing"))
                .hasMessage("no list of strings \"missing\"");
    }
}
