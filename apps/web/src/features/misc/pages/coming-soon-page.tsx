import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

export default function ComingSoonPage({ title = 'Coming Soon' }: { title?: string }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center">
      <Hourglass className="h-14 w-14 text-live-600" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold text-gray-900">{title}</h1>
      <p className="mt-2 max-w-md text-gray-600">We are cooking this page up. Check back soon!</p>
      <Button asChild className="mt-6"><Link to="/">Back to Home</Link></Button>
    </div>
  );
}
