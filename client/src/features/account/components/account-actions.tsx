import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useDownloadData } from '../api/download-data';

/** Account Actions: a copy of everything we hold about the customer, as one JSON file. */
export function AccountActions() {
  const download = useDownloadData();
  const onClick = async () => {
    try {
      await download.mutateAsync();
      toast({ title: 'Download started', description: 'Your account data is being saved as a JSON file.' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Download failed', description: error instanceof Error ? error.message : 'Please try again.' });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Account Actions</CardTitle>
        <CardDescription>
          Download your profile, preferences, submissions with their items and status history, payments (card last four digits only)
          and certificates.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => void onClick()} disabled={download.isPending}>
          <Download aria-hidden="true" />
          {download.isPending ? 'Preparing...' : 'Download Data'}
        </Button>
      </CardContent>
    </Card>
  );
}
