package tabuleiro.grading.child;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;
import javax.crypto.Mac;
import org.junit.jupiter.api.Test;

/** The line format of the results channel, as the runner writes it. */
class ChannelTest {

    private static final String KEY = "00112233445566778899aabbccddeeff";

    @Test
    void eachLineIsNumberedAndSignedWithTheKey() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Channel channel = Channel.open(out, KEY);

        channel.send("START\tid-1");
        channel.send("DONE");

        List<String> lines = out.toString(StandardCharsets.UTF_8).lines()
                .filter(line -> !line.isEmpty()).toList();
        Mac mac = Channel.mac(HexFormat.of().parseHex(KEY));
        assertThat(lines).containsExactly(
                "0\t" + Channel.sign(mac, 0, "START\tid-1") + "\tSTART\tid-1",
                "1\t" + Channel.sign(mac, 1, "DONE") + "\tDONE");
    }

    @Test
    void anotherKeySignsDifferently() {
        Mac mine = Channel.mac(HexFormat.of().parseHex(KEY));
        Mac theirs = Channel.mac(HexFormat.of().parseHex(KEY.replace('0', '1')));

        assertThat(Channel.sign(mine, 0, "DONE")).isNotEqualTo(Channel.sign(theirs, 0, "DONE"))
                .hasSize(64);
        assertThat(Channel.sign(mine, 0, "DONE")).isNotEqualTo(Channel.sign(mine, 1, "DONE"));
    }

    @Test
    void aShortOrMalformedKeyIsRefused() {
        assertThatThrownBy(() -> Channel.open(new ByteArrayOutputStream(), "abcd"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("16 bytes");
        assertThatThrownBy(() -> Channel.open(new ByteArrayOutputStream(), "not hex at all!!"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("hexadecimal");
    }
}
