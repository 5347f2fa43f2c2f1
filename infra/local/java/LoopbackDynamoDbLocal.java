// Starts DynamoDB Local (the official jar) with its Jetty connector bound to one host, 127.0.0.1 by
// default. The jar's own main (ServerRunner) has no host option and listens on every interface; this
// launcher builds the same server from the same command line, sets the connector's host before
// start, and starts it. Compiled once by infra/local/dynamodb-local.ts with the JDK's javac against
// the jar; no download.
import com.amazonaws.services.dynamodbv2.local.main.ServerRunner;
import com.amazonaws.services.dynamodbv2.local.server.DynamoDBProxyServer;
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

public final class LoopbackDynamoDbLocal {
  private LoopbackDynamoDbLocal() {}

  public static void main(String[] args) {
    String host = System.getProperty("docledger.dynamodb.host", "127.0.0.1");
    try {
      DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
      Field field = DynamoDBProxyServer.class.getDeclaredField("server");
      field.setAccessible(true);
      Server server = (Server) field.get(proxy);
      Connector[] connectors = server.getConnectors();
      if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local has no connector");
      for (Connector connector : connectors) {
        if (!(connector instanceof ServerConnector)) {
          throw new IllegalStateException("Unexpected connector " + connector.getClass().getName());
        }
        ((ServerConnector) connector).setHost(host);
      }
      proxy.start();
      System.out.println("DynamoDB Local listening on " + host);
    } catch (Throwable error) {
      System.err.println("DynamoDB Local could not start on " + host + ": " + error);
      error.printStackTrace();
      System.exit(1);
    }
  }
}
